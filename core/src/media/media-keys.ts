// Where generated media live in the object store: written by the jobs, read, zipped and deleted by the app.
import { userObjectKey } from '../object-store/keys';

/** Keys of a generated image: `users/<userId>/images/<imageId>.jpg` and its `-thumb.jpg`. */
export const imageKeys = (userId: string, imageId: string) => ({
  image: userObjectKey(userId, 'images', imageId, 'jpg'),
  thumbnail: userObjectKey(userId, 'images', `${imageId}-thumb`, 'jpg'),
});

/** `users/<userId>/videos/<videoId>.mp4`, its poster JPEG, and the job's working files (first frame, mask). */
export const videoKeys = (userId: string, videoId: string) => ({
  video: userObjectKey(userId, 'videos', videoId, 'mp4'),
  poster: userObjectKey(userId, 'videos', `${videoId}-poster`, 'jpg'),
  frame: userObjectKey(userId, 'videos', `${videoId}-frame`, 'jpg'),
  mask: userObjectKey(userId, 'videos', `${videoId}-mask`, 'png'),
});
