import { openDatabase } from '../server/db';
import { settleRound, T } from '../server/modules/lotto/settlement';
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', dataDir: '' }, process.env.S);
const t0 = performance.now();
const paid = await settleRound(h.db, 2, new Date());
console.log('paid', paid, ((performance.now() - t0) / 1000).toFixed(1), 's', JSON.stringify(T));
await h.close();
