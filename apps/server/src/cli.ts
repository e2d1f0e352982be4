import { report, runContentCheck } from "./cli/content-check.js";
import { runContentImport } from "./cli/content-import.js";
import { ADMIN_USAGE, runAdmin } from "./cli/admin.js";
import { CALIBRATE_USAGE, runCalibrate } from "./cli/calibrate.js";
import { readEnv } from "./env.js";

const USAGE = `Commands:
  content:check [pack folder …]   check the bundled packs (content/packs), or the folders given
  content:import <folder>         check a pack (or a folder of packs) and load it into the installation
  admin <command>                 ${ADMIN_USAGE}
  calibrate [options]             ${CALIBRATE_USAGE}`;

/** The command-line tools of an installation (npm run content:check, content:import, admin, calibrate). */
async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case "content:check": {
      const result = await runContentCheck(args);
      console.log(report(result));
      return result.problems.length ? 1 : 0;
    }
    case "content:import":
      return (await runContentImport(args[0], readEnv(), (line) => console.log(line))) ? 0 : 1;
    case "calibrate":
      return (await runCalibrate(args, readEnv(), (line) => console.log(line))) ? 0 : 1;
    case "admin":
      return (await runAdmin(args, readEnv(), (line) => console.log(line))) ? 0 : 1;
    case undefined:
    default:
      console.error(USAGE);
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
