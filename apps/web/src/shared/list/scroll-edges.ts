import { type RefObject, useEffect, useState } from 'react';

export type ScrollEdges = { left: boolean; right: boolean };

/**
 * Less than this hidden is a header's last letters or a cell's padding, not a column: no cue for it
 * (a phone's table is a few pixels wider than the screen when a header does not wrap).
 */
const SLACK_PX = 24;

/** Whether a sideways-scrolling box has more columns beyond its left and right edges. */
export function scrollEdges(box: {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}): ScrollEdges {
  return {
    left: box.scrollLeft > SLACK_PX,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK_PX,
  };
}

/** The edges of `ref`'s box, kept up to date as it scrolls or its content or size changes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () =>
      setEdges((previous) => {
        const next = scrollEdges(box);
        return previous.left === next.left && previous.right === next.right ? previous : next;
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
