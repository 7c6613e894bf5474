/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External tutorial video opened by the dashboard's 'Watch our tutorial' button. */
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
}
