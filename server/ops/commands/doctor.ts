import { isBackOfficeFix, type LaunchFinding } from '@contract/admin-launch';
import { launchChecklist } from '../../modules/launch';
import { parseOptions } from '../args';
import type { OpsCommand } from '../command';

const LABEL = { block: 'ห้ามเปิด / BLOCK', warn: 'เตือน / WARN' } as const;

function fixLine(fix: string): string {
  return isBackOfficeFix(fix)
    ? `แก้ที่หลังบ้าน / fix in the back office: ${fix}`
    : `ตั้งค่าตัวแปร แล้วเริ่มเซิร์ฟเวอร์ใหม่ / set in the environment, then restart: ${fix}`;
}

const findingLines = (f: LaunchFinding) => [`[${LABEL[f.severity]}] ${f.key}`, `  ${f.th}`, `  ${f.en}`, `  ${fixLine(f.fix)}`];

/**
 * What is missing or unsafe before opening, over the configuration the server would read (the same
 * environment) and its database: each finding in Thai and English with where it is fixed, then a
 * summary. Exits 1 while anything blocks opening, 0 when ready (warnings alone still 0), so a deploy
 * script can wait on it. docs/runbook.md "Doctor".
 */
export const doctorCommand: OpsCommand = {
  name: 'doctor',
  usage: 'doctor',
  summary: 'ตรวจความพร้อมก่อนเปิดเว็บไซต์ / check the configuration and database are ready to open (exit 1 while something blocks)',
  prepare(argv) {
    parseOptions(argv, []);
    return async ({ db, config, engine }) => {
      const { ready, findings } = await launchChecklist(db, config);
      const blocking = findings.filter((f) => f.severity === 'block').length;
      const warnings = findings.length - blocking;
      const summary = ready
        ? `สรุป: พร้อมเปิดเว็บไซต์ (เตือน ${warnings} รายการ) / summary: ready to open (${warnings} warning(s))`
        : `สรุป: ยังเปิดเว็บไซต์ไม่ได้ ห้ามเปิด ${blocking} รายการ เตือน ${warnings} รายการ / summary: not ready, ${blocking} blocking, ${warnings} warning(s)`;
      const text = [
        `ตรวจความพร้อมก่อนเปิดเว็บไซต์ / pre-opening checks (NODE_ENV=${config.nodeEnv}, ${engine})`,
        ...findings.flatMap(findingLines),
        summary,
      ].join('\n');
      return { text, exitCode: ready ? 0 : 1 };
    };
  },
};
