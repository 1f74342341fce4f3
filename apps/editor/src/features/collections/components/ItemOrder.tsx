// Issue 17 (EDIT-018, decision 039): the items of a user-orderable collection (a portfolio) in the
// owner's order. Each row is dragged by its handle (mouse, touch, or the keyboard: Space picks it
// up, the arrows move it, Space drops it) or moved with its up and down buttons, as the header
// panel's rows are (docs/decisions/027); every move is saved at once and visitors see the order.
import { DragDropProvider } from '@dnd-kit/react';
import { isSortable, useSortable } from '@dnd-kit/react/sortable';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import app from '../../../app/app.module.css';
import { type ItemSummary, messageOf, useReorderItems } from '../api/collections.ts';
import styles from './collections.module.css';
import { formatWhen } from './ItemList.tsx';

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

export function ItemOrder({
  collectionId,
  collectionTitle,
  items,
}: {
  collectionId: string;
  collectionTitle: string;
  items: ItemSummary[];
}) {
  const reorder = useReorderItems(collectionId);
  const [order, setOrder] = useState(items);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The server's order when it changes (after a save, an added or deleted item).
  useEffect(() => setOrder(items), [items]);

  async function save(next: ItemSummary[], name: string, to: number) {
    const before = order;
    setOrder(next);
    setProblem(null);
    setAnnouncement(`Moving ${name} to place ${to + 1} of ${next.length}…`);
    try {
      await reorder.mutateAsync(next.map((i) => i.id));
      setAnnouncement(`${name} is now in place ${to + 1} of ${next.length}. Order saved.`);
    } catch (e) {
      setOrder(before);
      setAnnouncement('');
      setProblem(messageOf(e));
    }
  }

  function moveBy(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= order.length) return;
    void save(moved(order, index, to), order[index]!.title, to);
    // The moved row's same button keeps the focus (React keeps the row by its key).
  }

  return (
    <div className={styles.orderBox}>
      <p className={styles.orderHint} id="order-hint">
        Visitors see the items in this order. Drag a row by its handle, or focus the handle and press Space,
        the arrow keys, then Space.
      </p>
      {problem ? (
        <p className={app.error} role="alert">
          {problem}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      <DragDropProvider
        onDragEnd={(event) => {
          const { source } = event.operation;
          if (event.canceled || !source || !isSortable(source)) return;
          if (source.initialIndex === source.index) return;
          const row = order[source.initialIndex];
          if (!row) return;
          void save(moved(order, source.initialIndex, source.index), row.title, source.index);
        }}
      >
        <ol className={styles.orderList} aria-label={`Items of ${collectionTitle}, in order`}>
          {order.map((item, index) => (
            <OrderRow
              key={item.id}
              item={item}
              index={index}
              count={order.length}
              collectionId={collectionId}
              isBusy={reorder.isPending}
              onMove={(by) => moveBy(index, by)}
            />
          ))}
        </ol>
      </DragDropProvider>
    </div>
  );
}

function OrderRow({
  item,
  index,
  count,
  collectionId,
  isBusy,
  onMove,
}: {
  item: ItemSummary;
  index: number;
  count: number;
  collectionId: string;
  isBusy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { ref, handleRef, isDragging } = useSortable({ id: item.id, index, data: { name: item.title } });
  return (
    <li
      ref={ref}
      className={styles.orderRow}
      data-dragging={isDragging ? '' : undefined}
      data-item-id={item.id}
    >
      <button
        type="button"
        ref={handleRef}
        className={styles.dragHandle}
        aria-label={`Drag ${item.title} to reorder`}
        aria-describedby="order-hint"
      >
        <svg viewBox="0 0 12 16" width="10" height="14" aria-hidden="true">
          <path d="M3 2h2v2H3zm4 0h2v2H7zM3 7h2v2H3zm4 0h2v2H7zm-4 5h2v2H3zm4 0h2v2H7z" fill="currentColor" />
        </svg>
      </button>
      <span className={styles.orderPlace} aria-hidden="true">
        {index + 1}
      </span>
      <span className={styles.orderMain}>
        <Link href={`/${collectionId}/items/${item.id}`} className={styles.itemLink}>
          {item.title}
        </Link>
        <span className={styles.itemUrl}>{item.url}</span>
      </span>
      <span className={styles.orderStatus}>
        <span className={styles.status} data-status={item.status}>
          {item.statusLabel}
        </span>
        <span className={styles.workflow}>{item.workflowLabel}</span>
      </span>
      <span className={`${styles.when} ${styles.hideNarrow}`}>{formatWhen(item.publishOn)}</span>
      <span className={styles.orderButtons}>
        <button
          type="button"
          className={styles.moveButton}
          aria-label={`Move ${item.title} up`}
          disabled={index === 0}
          onClick={() => (isBusy ? undefined : onMove(-1))}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.moveButton}
          aria-label={`Move ${item.title} down`}
          disabled={index === count - 1}
          onClick={() => (isBusy ? undefined : onMove(1))}
        >
          ↓
        </button>
      </span>
    </li>
  );
}
