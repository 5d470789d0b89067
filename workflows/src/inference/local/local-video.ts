import type { VideoProvider } from '../video-provider';
import { VideoProviderError } from '../video-provider';
import { renderProfileVideo, VideoInputError } from './video-engine';

/** The `local` video provider: the ffmpeg engine (video-engine.ts) over the frame and mask in the store. */
export function createLocalVideoProvider(): VideoProvider {
  return {
    name: 'local',
    async render(req, ctx) {
      const image = await ctx.store.getBuffer(req.frameKey);
      if (!image) throw new VideoProviderError('The image to animate could not be read');
      const mask = req.maskKey ? ((await ctx.store.getBuffer(req.maskKey)) ?? undefined) : undefined;
      try {
        const video = await renderProfileVideo({
          image,
          mask,
          durationSeconds: req.durationSeconds,
          quality: req.quality,
          style: req.motion,
          signal: ctx.signal,
          onProgress: ctx.reportProgress,
        });
        return { mp4: video.mp4, width: video.width, height: video.height, fps: video.fps, durationSeconds: video.durationSeconds };
      } catch (err) {
        // Bad input does not heal on retry; an ffmpeg crash might.
        if (err instanceof VideoInputError) throw new VideoProviderError(err.message);
        throw err;
      }
    },
  };
}
