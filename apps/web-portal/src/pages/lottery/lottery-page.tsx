// The 'lottery' page group: its pages arrive with a later issue; until then the route says so clearly.
export { ComingSoonPage as default } from '../coming-soon/coming-soon-page';
