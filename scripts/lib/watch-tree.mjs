// Watches a folder and everything under it for `npm run dev` (build.mjs), one inotify watch per
// folder rather than per file.
//
// Why not `fs.watch(folder, { recursive: true })`: on Linux, Node 20 (and 22) emulate the
// recursive option by watching every file on its own (lib/internal/fs/recursive_watch.js).
// Such a watch follows the file's inode, so once an editor saves the way vim, gedit and many
// others do (write a new file, rename it over the old one) the watch is left on the deleted
// inode and every later save of that file goes unseen; the path is still in Node's list, so it
// is never watched again. A folder's watch reports its entries by name whatever their inode,
// so a folder watch sees every kind of save.
import { readdirSync, statSync, watch } from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange(file)` (an absolute path) for each change under `root`: a file written,
 * created, renamed or deleted; new folders are watched as they appear. Returns `close()`.
 */
export function watchTree(root, onChange) {
  const watchers = new Map();
  const add = (folder) => {
    if (watchers.has(folder)) return;
    let watcher;
    try {
      watcher = watch(folder, (_event, name) => {
        if (!name) return;
        const file = path.join(folder, name.toString());
        if (isFolder(file)) addTree(file);
        else if (watchers.has(file)) remove(file);
        onChange(file);
      });
    } catch {
      return; // removed before it could be watched
    }
    watcher.on('error', () => remove(folder)); // the folder was deleted
    watchers.set(folder, watcher);
  };
  const remove = (folder) => {
    for (const [dir, watcher] of watchers) {
      if (dir === folder || dir.startsWith(folder + path.sep)) {
        watcher.close();
        watchers.delete(dir);
      }
    }
  };
  const addTree = (folder) => {
    add(folder);
    let entries = [];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) if (entry.isDirectory()) addTree(path.join(folder, entry.name));
  };
  addTree(root);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}

function isFolder(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
