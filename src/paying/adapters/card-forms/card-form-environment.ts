/** Where a vendor adapter draws and how it loads its script (the browser's page unless given: tests give a jsdom page). */
export interface CardFormEnvironment {
  readonly document?: Document;
  /** Loads and runs the script at `url` (the page's <script>; tests give their own). */
  readonly loadScript?: (url: string) => Promise<void>;
}
