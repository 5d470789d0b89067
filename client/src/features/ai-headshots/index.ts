export { IndexScreen as AiHeadshotsIndexScreen } from './components/index-screen';
export { HeadshotPageScreen as AiHeadshotsScreen } from './components/headshot-page-screen';
export * from './matrix';
