import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Dropping a file onto the chat attaches it. `isDragging` is true while a file is held over the
 * area (its children fire enter and leave too, hence the count).
 */
export function useFileDrop(onDrop: ((file: File) => void) | undefined) {
  const [isDragging, setIsDragging] = useState(false);
  const depth = useRef(0);
  if (onDrop === undefined) return { isDragging: false, dropProps: {} };
  return {
    isDragging,
    dropProps: {
      onDragEnter: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setIsDragging(true);
      },
      onDragOver: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setIsDragging(false);
      },
      onDrop: (event: DragEvent) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setIsDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onDrop(file);
      },
    },
  };
}
