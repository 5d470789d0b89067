// A photo-check process for scripts/bench-vision.ts: set up and started as the server's are (photo-intake.child.ts),
// it answers each photo with the CPU it took (process.cpuUsage: every thread of the process, libvips' and the GC's
// included) and the verdict.
import { getFaceEngine } from '@kadr/core/vision/human';
import { servePoolTasks } from '@kadr/server/lib/process-pool';
import { configurePhotoCheckProcess, intakeAndCheck, type PhotoIntakeJob } from '@kadr/server/modules/models/photo-intake';

export interface MeasuredPhoto {
  cpuMs: number;
  verdict: string;
  width: number;
  height: number;
}

configurePhotoCheckProcess();
servePoolTasks<PhotoIntakeJob, MeasuredPhoto>(async (job) => {
  const before = process.cpuUsage();
  const result = await intakeAndCheck(job);
  const used = process.cpuUsage(before);
  const cpuMs = (used.user + used.system) / 1000;
  return result.ok ? { cpuMs, verdict: result.check.verdict, width: result.width, height: result.height } : { cpuMs, verdict: result.code, width: 0, height: 0 };
}, getFaceEngine);
