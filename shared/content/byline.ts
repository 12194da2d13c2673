/**
 * A post's byline (content/blog: `author`) is the author's name, then optionally their role
 * after a comma: "Priya Raghavan, Head of Growth". Feeds and structured data name the person
 * alone.
 */
export function splitByline(byline: string): { name: string; role?: string } {
  const [name = byline, ...role] = byline.split(', ');
  return role.length > 0 ? { name, role: role.join(', ') } : { name };
}
