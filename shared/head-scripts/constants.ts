/** Names the head scripts share with the rest of the app (imported, not repeated, by both). */

/** The id of the boot data's <script type="application/json"> element. */
export const BOOT_ELEMENT_ID = 'boot-data';

/** The sessionStorage key that marks the intro splash as seen in this tab. */
export const INTRO_STORAGE_KEY = 'kolam:intro-seen';

/** The longest the app waits for the first screen's high-priority images, once the page has painted and its stylesheet settled. */
export const IMAGE_WAIT_MS = 3000;
