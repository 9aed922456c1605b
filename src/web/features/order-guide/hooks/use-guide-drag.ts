import { type DragEvent, useState } from 'react';

/**
 * Drag and drop of the guide's rows with the mouse (the keyboard moves rows with the handle's
 * arrows): which row is dragged, which it is over, and what to do when it is dropped on another.
 */
export function useGuideDrag(onDrop: (draggedId: number, targetId: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function end() {
    setDragged(null);
    setOver(null);
  }

  return (productId: number, enabled: boolean) =>
    enabled
      ? {
          draggable: true,
          'data-dragging': dragged === productId ? '' : undefined,
          'data-drop-target': over === productId && dragged !== productId ? '' : undefined,
          onDragStart: (event: DragEvent<HTMLLIElement>) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(productId));
            setDragged(productId);
          },
          onDragOver: (event: DragEvent<HTMLLIElement>) => {
            if (dragged === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (over !== productId) setOver(productId);
          },
          onDrop: (event: DragEvent<HTMLLIElement>) => {
            event.preventDefault();
            if (dragged !== null) onDrop(dragged, productId);
            end();
          },
          onDragEnd: end,
        }
      : {};
}
