import { screenTour } from '../support/screen-tour';

screenTour('en');
