// Where "Watch our tutorial" leads. The video lives outside the app (spec: "opens an external
// video"); set VITE_TUTORIAL_VIDEO_URL at build time. Without it, the in-app Tutorials & FAQs area
// opens instead, so the button never points at a dead link.
import { paths } from '../../app/paths.ts';

export const tutorialVideoUrl: string = import.meta.env.VITE_TUTORIAL_VIDEO_URL || paths.tutorials;
