interface ImportMetaEnv {
  /** The version of package.json, set by vite.config.ts. */
  readonly APP_VERSION: string;
}
