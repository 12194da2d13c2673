/** The content's problems, all at once, one line each (docs/content.md says what each means). */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: readonly string[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}; docs/content.md says how to fix each):\n` +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
  }
}
