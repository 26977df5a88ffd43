import { describe, expect, it } from 'vitest';
import { door19, expand, modesFor, permutations, repeated, runBack, runFront, typedLength } from './numbers';

describe('lotto number helpers', () => {
  it('turns 2 digits around (กลับเลข) and a double stays one number', () => {
    expect(permutations('12')).toEqual(['12', '21']);
    expect(permutations('77')).toEqual(['77']);
  });

  it('gives the 6 orders of 3 different digits (6 กลับ), 3 with a pair, 1 for a triple', () => {
    expect(permutations('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(permutations('112').sort()).toEqual(['112', '121', '211']);
    expect(permutations('555')).toEqual(['555']);
  });

  it('sweeps 19 doors: every 2-digit number holding the digit, once each', () => {
    const doors = door19('5');
    expect(doors).toHaveLength(19);
    expect(new Set(doors).size).toBe(19);
    expect(doors.every((n) => n.length === 2 && n.includes('5'))).toBe(true);
    expect(doors.filter((n) => n === '55')).toHaveLength(1);
  });

  it('sweeps front and back (รูดหน้า / รูดหลัง) and lists doubles and triples', () => {
    expect(runFront('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(runBack('3')).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']);
    expect(repeated(2)).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(repeated(3)[9]).toBe('999');
  });

  it('asks one digit for the sweeping modes and the bet type digits otherwise', () => {
    expect(modesFor(3)).toEqual(['single', 'reverse']);
    expect(modesFor(2)).toContain('door19');
    expect(modesFor(1)).toEqual(['single']);
    expect(typedLength('door19', 2)).toBe(1);
    expect(typedLength('reverse', 3)).toBe(3);
    expect(expand('single', '045')).toEqual(['045']);
    expect(expand('reverse', '45')).toEqual(['45', '54']);
  });
});
