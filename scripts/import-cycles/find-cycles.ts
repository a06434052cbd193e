/**
 * Finds the import circles of a module graph: its strongly connected components (Tarjan's algorithm) of more than
 * one file, or one file that imports itself. A component is reported once, however many loops run through it,
 * because that is the knot to untie: "the simulator's four files" is one circle, not six loops. Each circle comes
 * with one concrete loop through its first file, so the reader sees which imports to move.
 */

/** File → the files it imports. Files that only appear as targets need no key of their own. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export interface ImportCircle {
  /** The files of the circle, sorted. */
  files: string[];
  /** One loop through the first file, back to it: `[a, b, c, a]`. */
  loop: string[];
}

function stronglyConnected(graph: ImportGraph): string[][] {
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  const visit = (root: string) => {
    const frames: Array<{ file: string; targets: readonly string[]; at: number }> = [];
    const enter = (file: string) => {
      indexOf.set(file, next);
      lowOf.set(file, next);
      next += 1;
      stack.push(file);
      onStack.add(file);
      frames.push({ file, targets: graph.get(file) ?? [], at: 0 });
    };
    enter(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const target = frame.targets[frame.at];
      if (target !== undefined) {
        frame.at += 1;
        if (!indexOf.has(target)) enter(target);
        else if (onStack.has(target))
          lowOf.set(frame.file, Math.min(lowOf.get(frame.file)!, indexOf.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) lowOf.set(parent.file, Math.min(lowOf.get(parent.file)!, lowOf.get(frame.file)!));
      if (lowOf.get(frame.file) !== indexOf.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      components.push(component);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!indexOf.has(file)) visit(file);
  return components;
}

/** The shortest loop from `start` back to itself inside one component (breadth first). */
function loopThrough(graph: ImportGraph, start: string, members: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head]!;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const back = [file];
        while (back[back.length - 1] !== start) back.push(cameFrom.get(back[back.length - 1]!)!);
        return [...back.reverse(), start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

export function findImportCircles(graph: ImportGraph): ImportCircle[] {
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || (graph.get(component[0]!) ?? []).includes(component[0]!))
    .map((component) => {
      const files = [...component].sort();
      return { files, loop: loopThrough(graph, files[0]!, new Set(files)) };
    })
    .sort((a, b) => (a.files[0]! < b.files[0]! ? -1 : 1));
}
