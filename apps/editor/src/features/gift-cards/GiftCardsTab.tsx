// The Store screen's "Gift cards" tab (issue 20 section 4, decision 065): gift-card products
// (product type 4) with their amounts and checkout link, and the site's cards: search, issue a
// card (its code emailed to the recipient) and void one.
import { formatMoney } from '@folio/core/money';
import { type FormEvent, useState } from 'react';
import app from '../../app/app.module.css';
import { SearchForm } from '../../app/SearchForm.tsx';
import { moneyFromInput, moneyInputOf } from '../store/amount-inputs.ts';
import { messageOf } from '../store/api/store.ts';
import { ErrorAlert, Notice, RowButton, StoreTable, TextField } from '../store/components/parts.tsx';
import styles from '../store/components/store.module.css';
import {
  type GiftCardProduct,
  useDeleteGiftCardProduct,
  useGiftCardProducts,
  useGiftCards,
  useIssueGiftCard,
  useSaveGiftCardProduct,
  useVoidGiftCard,
} from './api.ts';
import own from './gift-cards.module.css';

/** "25, 50, 100" → cents, keeping the SKU of an amount that was there before. */
function amountsFrom(text: string, currencyCode: string, before: GiftCardProduct['denominations']) {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { problem: 'Add at least one amount, e.g. 25, 50, 100.' };
  const denominations = [];
  for (const part of parts) {
    const parsed = moneyFromInput(part, currencyCode);
    if (!parsed.ok) return { problem: `“${part}”: ${parsed.problem}` };
    denominations.push({
      amountCents: parsed.value,
      sku: before.find((d) => d.amountCents === parsed.value)?.sku ?? '',
    });
  }
  return { denominations };
}

function ProductEditor({
  product,
  currencyCode,
  onDone,
}: {
  product: GiftCardProduct | null;
  currencyCode: string;
  onDone: (message: string) => void;
}) {
  const [title, setTitle] = useState(product?.title ?? 'Gift card');
  const [description, setDescription] = useState(product?.description ?? '');
  const [amounts, setAmounts] = useState(
    product
      ? product.denominations.map((d) => moneyInputOf(d.amountCents, currencyCode)).join(', ')
      : '25, 50, 100',
  );
  const [isVisible, setIsVisible] = useState(product?.isVisible ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveGiftCardProduct();
  const remove = useDeleteGiftCardProduct();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = amountsFrom(amounts, currencyCode, product?.denominations ?? []);
    if ('problem' in parsed) return setProblem(parsed.problem ?? null);
    setProblem(null);
    try {
      await save.mutateAsync({
        id: product?.id ?? null,
        input: { title, description, denominations: parsed.denominations, isVisible },
      });
      onDone(product ? 'Gift card product saved.' : 'Gift card product added.');
    } catch (error) {
      setProblem(messageOf(error));
    }
  }

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-labelledby="gift-product-editor-title">
      <h3 className={own.title} id="gift-product-editor-title">
        {product ? `Edit ${product.title}` : 'New gift card product'}
      </h3>
      <ErrorAlert text={problem} />
      <div className={own.stack}>
        <TextField
          id="gift-product-title"
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <div>
          <label className={app.label} htmlFor="gift-product-description">
            Description
          </label>
          <textarea
            id="gift-product-description"
            className={`${app.input} ${styles.textarea}`}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <TextField
          id="gift-product-amounts"
          label={`Amounts (${currencyCode}), separated by commas`}
          value={amounts}
          inputMode="decimal"
          onChange={(e) => setAmounts(e.target.value)}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={isVisible} onChange={(e) => setIsVisible(e.target.checked)} />
          Visitors can buy it
        </label>
        {product ? (
          <p className={styles.hint}>
            Link it from a button or the navigation:{' '}
            <span className={`${styles.mono} ${own.link}`}>{product.checkoutPath}</span>
          </p>
        ) : null}
      </div>
      <div className={styles.formButtons}>
        <button className={app.primarySmall} type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button className={app.secondarySmall} type="button" onClick={() => onDone('')}>
          Cancel
        </button>
        {product ? (
          <button
            className={app.secondarySmall}
            type="button"
            disabled={remove.isPending}
            onClick={async () => {
              if (!window.confirm(`Delete “${product.title}”? Cards already bought keep working.`)) return;
              try {
                await remove.mutateAsync(product.id);
                onDone('Gift card product deleted.');
              } catch (error) {
                setProblem(messageOf(error));
              }
            }}
          >
            Delete
          </button>
        ) : null}
      </div>
    </form>
  );
}

function IssueForm({ currencyCode, onDone }: { currencyCode: string; onDone: (message: string) => void }) {
  const [amount, setAmount] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useIssueGiftCard();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = moneyFromInput(amount, currencyCode);
    if (!parsed.ok) return setProblem(`Amount: ${parsed.problem}`);
    try {
      await issue.mutateAsync({ amountCents: parsed.value, recipientEmail: recipientEmail.trim(), message });
      onDone(`Gift card issued. Its code was emailed to ${recipientEmail.trim()}.`);
    } catch (error) {
      setProblem(messageOf(error));
    }
  }

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-labelledby="gift-issue-title">
      <h3 className={own.title} id="gift-issue-title">
        Issue a gift card
      </h3>
      <p className={styles.hint}>A goodwill card, for example. Its code is emailed to the recipient.</p>
      <ErrorAlert text={problem} />
      <div className={own.stack}>
        <TextField
          id="gift-issue-amount"
          label={`Amount (${currencyCode})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          id="gift-issue-recipient"
          label="Recipient’s email"
          type="email"
          value={recipientEmail}
          onChange={(e) => setRecipientEmail(e.target.value)}
        />
        <div>
          <label className={app.label} htmlFor="gift-issue-message">
            Message (optional)
          </label>
          <textarea
            id="gift-issue-message"
            className={`${app.input} ${styles.textarea}`}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
      </div>
      <div className={styles.formButtons}>
        <button className={app.primarySmall} type="submit" disabled={issue.isPending}>
          {issue.isPending ? 'Issuing…' : 'Issue and email'}
        </button>
        <button className={app.secondarySmall} type="button" onClick={() => onDone('')}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function GiftCardsTab({ isActive }: { isActive: boolean }) {
  const [editing, setEditing] = useState<GiftCardProduct | 'new' | null>(null);
  const [isIssuing, setIsIssuing] = useState(false);
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState('');
  const products = useGiftCardProducts(isActive && editing === null);
  const cards = useGiftCards(search, isActive && !isIssuing);
  const voidCard = useVoidGiftCard();
  const [voidProblem, setVoidProblem] = useState<string | null>(null);
  const currencyCode = products.data?.currencyCode ?? cards.data?.currencyCode ?? 'USD';
  const money = (cents: number, code = currencyCode) => formatMoney(cents, code);

  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setIsIssuing(false);
  };

  if (editing)
    return (
      <ProductEditor
        key={editing === 'new' ? 'new' : editing.id}
        product={editing === 'new' ? null : editing}
        currencyCode={currencyCode}
        onDone={done}
      />
    );
  if (isIssuing) return <IssueForm currencyCode={currencyCode} onDone={done} />;

  return (
    <>
      <Notice text={notice} />
      <div className={styles.toolbar}>
        <h3 className={styles.sectionTitle}>Gift card products</h3>
        <button
          className={app.secondarySmall}
          type="button"
          onClick={() => {
            setNotice('');
            setEditing('new');
          }}
        >
          New gift card product
        </button>
      </div>
      <ErrorAlert text={products.error ? messageOf(products.error) : null} />
      {products.data?.products.length ? (
        <StoreTable columns={['Product', 'Amounts', 'Visible']}>
          {products.data.products.map((p) => (
            <tr key={p.id}>
              <td className={styles.strong}>{p.title}</td>
              <td>{p.denominations.map((d) => money(d.amountCents)).join(' · ')}</td>
              <td>{p.isVisible ? 'Visible' : 'Hidden'}</td>
              <td className={app.cellActions}>
                <RowButton label={`Edit ${p.title}`} onClick={() => setEditing(p)}>
                  Edit
                </RowButton>
              </td>
            </tr>
          ))}
        </StoreTable>
      ) : products.data ? (
        <p className={app.dialogText}>No gift card products yet. Add one to sell gift cards by email.</p>
      ) : (
        <p className={styles.count}>Loading…</p>
      )}

      <div className={`${styles.toolbar} ${own.spaced}`}>
        <h3 className={styles.sectionTitle}>Gift cards</h3>
        <button
          className={app.primarySmall}
          type="button"
          onClick={() => {
            setNotice('');
            setIsIssuing(true);
          }}
        >
          Issue gift card
        </button>
      </div>
      <div className={styles.filters}>
        <div className={styles.grow}>
          <SearchForm
            id="gift-card-search"
            label="Search gift cards"
            placeholder="Search by the code’s last 4, email or name"
            onSearch={setSearch}
          />
        </div>
      </div>
      <ErrorAlert text={cards.error ? messageOf(cards.error) : voidProblem} />
      {cards.data?.cards.length ? (
        <StoreTable columns={['Code', 'Recipient', 'Balance', 'From', 'Status']}>
          {cards.data.cards.map((c) => (
            <tr key={c.id}>
              <td className={styles.mono}>•••• {c.codeLast4}</td>
              <td>
                {c.recipientEmail}
                {c.message ? <span className={styles.metaBlock}>“{c.message}”</span> : null}
              </td>
              <td>
                {money(c.balanceCents, c.currencyCode)}
                <span className={styles.metaBlock}>of {money(c.initialCents, c.currencyCode)}</span>
              </td>
              <td>
                {c.source === 'issued' ? 'Issued by you' : c.buyerName}
                {c.source === 'purchase' ? <span className={styles.metaBlock}>{c.buyerEmail}</span> : null}
              </td>
              <td>{c.status === 'void' ? 'Void' : c.balanceCents === 0 ? 'Spent' : 'Active'}</td>
              <td className={app.cellActions}>
                {c.status === 'active' ? (
                  <RowButton
                    label={`Void the gift card ending ${c.codeLast4}`}
                    onClick={async () => {
                      if (
                        !window.confirm(
                          `Void the gift card ending ${c.codeLast4}? Its balance can no longer be used.`,
                        )
                      )
                        return;
                      setVoidProblem(null);
                      try {
                        await voidCard.mutateAsync(c.id);
                        setNotice(`The gift card ending ${c.codeLast4} is void.`);
                      } catch (error) {
                        setVoidProblem(messageOf(error));
                      }
                    }}
                  >
                    Void
                  </RowButton>
                ) : null}
              </td>
            </tr>
          ))}
        </StoreTable>
      ) : cards.data ? (
        <p className={app.dialogText}>
          {search ? 'No gift card matches.' : 'No gift cards yet. They appear here when bought or issued.'}
        </p>
      ) : null}
    </>
  );
}
