/**
 * Every story on a phone: the viewport resized to 390 × 844 (CSS media queries follow the viewport, not a div's
 * width), the frame with the story's layout padding (none for `layout: 'fullscreen'`), baseline `<story>-phone` beside
 * the desktop one in __screenshots__/stories.visual.test.tsx/. A file of its own so that it runs beside the desktop
 * walk (stories.visual.test.tsx, which also checks that no two shots share a baseline); the walk is ./walker.tsx.
 */
import { PHONE, phoneOf, walkScreen } from './walker';

walkScreen('phone', phoneOf, undefined, PHONE);
