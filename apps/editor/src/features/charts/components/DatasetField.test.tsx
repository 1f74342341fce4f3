// Issue 19 (docs/decisions/055): the Chart block's Data field as the owner meets it — pasting CSV or
// tab-separated data, uploading a .csv file, and the spec's messages under the box (EDIT-048..052).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatasetField } from './DatasetField.tsx';

afterEach(cleanup);

const start = [
  ['Month', 'Visitors'],
  ['Jan', '120'],
];

function open(chartType: 'bar' | 'table' = 'bar') {
  const onChange = vi.fn();
  render(<DatasetField value={start} chartType={chartType} onChange={onChange} />);
  const box = screen.getByRole('textbox', { name: 'Data (CSV or tab-separated)' });
  const paste = (text: string) => fireEvent.change(box, { target: { value: text } });
  return { onChange, box, paste };
}

describe('the Chart block’s Data field (issue 19)', () => {
  it('issue 19: shows the block’s data as CSV, and takes pasted CSV or tab-separated data', () => {
    const { onChange, box, paste } = open();
    expect((box as HTMLTextAreaElement).value).toBe('Month,Visitors\r\nJan,120');
    paste('Month\tSales\nJan\t3\nFeb\t4\n');
    expect(onChange).toHaveBeenLastCalledWith([
      ['Month', 'Sales'],
      ['Jan', '3'],
      ['Feb', '4'],
    ]);
    paste('Item,Price\n"Bread, rye",3.50\n');
    expect(onChange).toHaveBeenLastCalledWith([
      ['Item', 'Price'],
      ['Bread, rye', '3.50'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('EDIT-048 data with no column beside the labels says so, and the chart keeps its data', () => {
    const { onChange, paste } = open();
    paste('Month\nJan\nFeb');
    expect(screen.getByRole('alert').textContent).toContain('Your dataset must have at least one column');
    expect(screen.getByRole('alert').textContent).toContain('The chart keeps the last data that worked.');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('EDIT-049 column names with no row under them say so', () => {
    const { onChange, paste } = open();
    paste('Month,Sales\n');
    expect(screen.getByRole('alert').textContent).toContain('Your dataset must have at least one row');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('EDIT-050 an empty box says “Enter some data!”', () => {
    const { onChange, paste } = open();
    paste('  \n , ,\n');
    expect(screen.getByRole('alert').textContent).toContain('Enter some data!');
    paste('');
    expect(screen.getByRole('alert').textContent).toContain('Enter some data!');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('EDIT-051 a row with a blank cell, or shorter than the others, says one or more rows was missing data', () => {
    const { onChange, paste } = open();
    paste('Month,Sales\nJan,\nFeb,3');
    expect(screen.getByRole('alert').textContent).toContain('One or more rows was missing data');
    paste('Month,Sales,Costs\nJan,1,2\nFeb,3');
    expect(screen.getByRole('alert').textContent).toContain('One or more rows was missing data');
    // Fixed: the message goes, the data is taken.
    paste('Month,Sales,Costs\nJan,1,2\nFeb,3,4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('EDIT-052 data over 100 rows and 12 columns is cut to them, with the notice', () => {
    const { onChange, paste } = open();
    const lines = [
      Array.from({ length: 15 }, (_, c) => (c ? `S${c}` : 'Day')).join(','),
      ...Array.from({ length: 120 }, (_, r) =>
        Array.from({ length: 15 }, (_, c) => (c ? r + c : `D${r}`)).join(','),
      ),
    ];
    paste(lines.join('\n'));
    expect(screen.getByRole('status').textContent).toBe(
      'Only the first 100 rows and 12 columns of your data are used.',
    );
    const rows = onChange.mock.lastCall![0] as string[][];
    expect(rows).toHaveLength(101);
    expect(rows.every((row) => row.length === 12)).toBe(true);
    paste('Month,Sales\nJan,3');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('issue 19: a bar chart needs numbers; a table takes text', () => {
    const bar = open('bar');
    bar.paste('Name,Role\nAda,Engineer');
    expect(screen.getByRole('alert').textContent).toContain('“Engineer” (row 1, Role) is not a number');
    expect(bar.onChange).not.toHaveBeenCalled();
    cleanup();
    const table = open('table');
    table.paste('Name,Role\nAda,Engineer');
    expect(table.onChange).toHaveBeenLastCalledWith([
      ['Name', 'Role'],
      ['Ada', 'Engineer'],
    ]);
  });

  it('issue 19: an uploaded .csv file is read into the box; a file too large or not CSV is refused with the upload messages', async () => {
    const { onChange, box } = open();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(screen.getByText('Upload a CSV file')).toBeTruthy();
    const file = new File(['Fruit,Sold\nApples,12\nPears,7\n'], 'fruit.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        ['Fruit', 'Sold'],
        ['Apples', '12'],
        ['Pears', '7'],
      ]),
    );
    expect((box as HTMLTextAreaElement).value).toContain('Apples,12');
    const picture = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The file photo.png does not appear to be a supported CSV file.',
      ),
    );
    const big = new File(['a'.repeat(1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The file big.csv is too large. The maximum allowed file size is 1 MB.',
      ),
    );
  });
});
