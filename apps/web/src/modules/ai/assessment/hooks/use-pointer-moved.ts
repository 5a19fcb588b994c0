import { useEffect, useState } from 'react';

/**
 * False until the pointer really moves (or presses) after the component mounted. The summary's
 * chart appears where the chat was, often under a resting pointer; the browser then sends a
 * mouseover that recharts takes for a hover and answers with a tooltip nobody asked for (issue 15).
 * Events at the position the pointer rested on do not count; a different position or a press does.
 */
export function usePointerMoved(): boolean {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) return undefined;
    let rest: { x: number; y: number } | null = null;
    const onPointer = (event: MouseEvent) => {
      if (rest === null) rest = { x: event.clientX, y: event.clientY };
      else if (event.clientX !== rest.x || event.clientY !== rest.y) setMoved(true);
    };
    const onPress = () => setMoved(true);
    const options = { capture: true, passive: true };
    document.addEventListener('mouseover', onPointer, options);
    document.addEventListener('mousemove', onPointer, options);
    document.addEventListener('pointerdown', onPress, options);
    document.addEventListener('touchstart', onPress, options);
    return () => {
      document.removeEventListener('mouseover', onPointer, options);
      document.removeEventListener('mousemove', onPointer, options);
      document.removeEventListener('pointerdown', onPress, options);
      document.removeEventListener('touchstart', onPress, options);
    };
  }, [moved]);
  return moved;
}
