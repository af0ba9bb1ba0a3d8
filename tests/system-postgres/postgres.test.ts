import { restartUnderLoad } from "./restart";
import { twoProcesses } from "./two-processes";
import { supervisedWorkers } from "./workers";

// The built server on a real PostgreSQL (TEST_DATABASE_URL), in one file so that its parts run one
// after another: the restart cuts every connection. It runs in the system stage where
// TEST_PG_RESTART names the restart command (`.ci/run` does), beside the files on PGlite.
restartUnderLoad();
twoProcesses();
supervisedWorkers();
