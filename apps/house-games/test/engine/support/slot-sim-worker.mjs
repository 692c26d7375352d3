// Worker threads run plain Node, which cannot load .ts on Node 20: register tsx, then load the job.
import { register } from 'tsx/esm/api';

register();
await import('./slot-sim-job.ts');
