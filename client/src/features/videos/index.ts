// The public entry of the videos feature: what other features may use. Everything else stays inside.
export { VideosQuery } from './api/video-operations';
export { VideoCard } from './components/video-card';
export { useVideosAvailable } from './components/videos-unavailable';
