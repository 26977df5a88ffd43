import { seedDemo } from '../../seed';
import { parseOptions } from '../args';
import { type OpsCommand, OpsFailure } from '../command';

/** The demo content and logins, for a PostgreSQL server used as a demo (never in production). */
export const seedDemoCommand: OpsCommand = {
  name: 'seed-demo',
  usage: 'seed-demo',
  summary: 'ใส่ข้อมูลตัวอย่างและบัญชีทดลอง / seed the demo data and logins',
  prepare(argv) {
    parseOptions(argv, []);
    return async ({ db, config }) => {
      if (config.nodeEnv === 'production')
        throw new OpsFailure('ไม่ใส่ข้อมูลตัวอย่างใน production / demo data is never seeded when NODE_ENV=production');
      await seedDemo(db, config);
      return 'ใส่ข้อมูลตัวอย่างแล้ว / demo data seeded';
    };
  },
};
