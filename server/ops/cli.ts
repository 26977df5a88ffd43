import { runCli } from './run';

/**
 * `npm run ops -- <command> [options]`: operator tasks against the configured database.
 * Stop the server first when it uses the embedded PGlite in ./data (one process at a time).
 */
runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 1;
  },
);
