import { createIcon } from '@chakra-ui/react';

const stroke = { stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const heartPath = 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z';

export const HeartIcon = createIcon({ displayName: 'HeartIcon', viewBox: '0 0 24 24', path: <path {...stroke} fill="none" d={heartPath} /> });

export const HeartFilledIcon = createIcon({ displayName: 'HeartFilledIcon', viewBox: '0 0 24 24', path: <path {...stroke} fill="currentColor" d={heartPath} /> });

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  viewBox: '0 0 24 24',
  path: <path {...stroke} fill="none" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
});

export const ChevronLeftIcon = createIcon({ displayName: 'ChevronLeftIcon', viewBox: '0 0 24 24', path: <path {...stroke} fill="none" d="m15 18-6-6 6-6" /> });

export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', viewBox: '0 0 24 24', path: <path {...stroke} fill="none" d="m9 18 6-6-6-6" /> });

export const GripIcon = createIcon({
  displayName: 'GripIcon',
  viewBox: '0 0 24 24',
  path: <path {...stroke} fill="none" d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />,
});

export const PlusIcon = createIcon({ displayName: 'PlusIcon', viewBox: '0 0 24 24', path: <path {...stroke} fill="none" d="M12 5v14M5 12h14" /> });
