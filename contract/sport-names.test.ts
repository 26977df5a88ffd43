import { describe, expect, it } from 'vitest';
import { countryNameTh } from './sport-names';

describe('countryNameTh', () => {
  it('gives the Thai name of a country the feed names in English, however it is spelled', () => {
    expect(countryNameTh('Spain')).toBe('สเปน');
    expect(countryNameTh('england')).toBe('อังกฤษ');
    expect(countryNameTh(' South Korea ')).toBe('เกาหลีใต้');
    expect(countryNameTh('Korea Republic')).toBe('เกาหลีใต้');
    expect(countryNameTh('United-States')).toBe('สหรัฐอเมริกา');
    expect(countryNameTh('Europe')).toBe('ยุโรป');
  });

  it('keeps a name the feed already wrote in Thai, and gives none for an unknown or empty one', () => {
    expect(countryNameTh('ญี่ปุ่น')).toBe('ญี่ปุ่น');
    expect(countryNameTh('Faroe Islands')).toBeNull();
    expect(countryNameTh('')).toBeNull();
    expect(countryNameTh(undefined)).toBeNull();
  });
});
