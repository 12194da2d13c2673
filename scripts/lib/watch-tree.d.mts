/** Calls `onChange(file)` for each change under `root` (new folders are watched as they appear); returns `close()`. */
export function watchTree(root: string, onChange: (file: string) => void): () => void;
