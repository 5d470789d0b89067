import type { HeadshotContent } from '../types';
import { fit } from './fit';
import { industries } from './industries';
import { styles } from './styles';
import { words } from './words';

/** The programmatic pages in English. */
export const content: HeadshotContent = { words, industries, styles, fit };
