import type { ProductView } from '@folio/core/store-api';
import { useCallback, useEffect, useState } from 'react';
import app from '../../../app/app.module.css';
import { fetchProducts, messageOf } from '../api/store.ts';
import { priceLabel, type StoreUnits, stockLabel } from '../product-form.ts';
import { ProductEditor } from './ProductEditor.tsx';
import styles from './store.module.css';

const TYPE_WORDS: Record<ProductView['productType'], string> = {
  physical: 'Physical',
  digital: 'Digital',
  service: 'Service',
};

/** The catalogue: every product with its price and stock, and the editor for one of them. */
export function ProductsTab({
  units,
  isActive,
  onDirtyChange,
}: {
  units: StoreUnits;
  isActive: boolean;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const [products, setProducts] = useState<ProductView[] | null>(null);
  const [editing, setEditing] = useState<ProductView | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      setProducts(await fetchProducts());
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, []);

  useEffect(() => {
    if (isActive && editing === null) void load();
  }, [isActive, editing, load]);

  if (editing) {
    return (
      <ProductEditor
        key={editing === 'new' ? 'new' : editing.id}
        product={editing === 'new' ? null : editing}
        units={units}
        onDirtyChange={onDirtyChange}
        onDone={(message) => {
          onDirtyChange(false);
          setNotice(message ?? '');
          setEditing(null);
        }}
      />
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {products ? `${products.length} ${products.length === 1 ? 'product' : 'products'}` : 'Loading…'}
        </p>
        <button className={app.primarySmall} type="button" onClick={() => setEditing('new')}>
          New product
        </button>
      </div>
      {error ? (
        <p role="alert" className={app.error}>
          {error}
        </p>
      ) : null}
      <p className={app.notice} role="status">
        {notice}
      </p>
      {products?.length ? (
        <table className={app.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Type</th>
              <th scope="col">Price</th>
              <th scope="col">Stock</th>
              <th scope="col">Visible</th>
              <th scope="col">
                <span className={app.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => {
              const stock = stockLabel(p.variants);
              return (
                <tr key={p.id}>
                  <td>
                    <span className={styles.productCell}>
                      {p.images[0] ? (
                        <img className={styles.thumb} src={p.images[0]} alt="" loading="lazy" />
                      ) : (
                        <span className={styles.thumb} aria-hidden="true" />
                      )}
                      <span>
                        <span className={styles.strong}>{p.title}</span>
                        {p.variants.length > 1 ? (
                          <span className={styles.meta}> · {p.variants.length} variants</span>
                        ) : null}
                      </span>
                    </span>
                  </td>
                  <td>{TYPE_WORDS[p.productType]}</td>
                  <td>{priceLabel(p.variants, units.currencyCode)}</td>
                  <td className={stock === 'Sold out' ? styles.soldOut : undefined}>{stock}</td>
                  <td>{p.isVisible ? 'Visible' : 'Hidden'}</td>
                  <td className={app.cellActions}>
                    <button
                      className={app.secondarySmall}
                      type="button"
                      aria-label={`Edit ${p.title}`}
                      onClick={() => {
                        setNotice('');
                        setEditing(p);
                      }}
                    >
                      Edit
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : products ? (
        <p className={app.dialogText}>
          No products yet. Add one with “New product”; visible products appear in the site’s shop.
        </p>
      ) : null}
    </>
  );
}
