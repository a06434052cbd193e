/**
 * A table of settings where each row can be changed in place: the row's "Change" button opens the change form
 * (new value and reason) under it; after the change the table is read again.
 */
import { Trans } from '@lingui/react/macro';
import { Fragment, useState, type ReactNode } from 'react';
import { ErrorText } from './error-text';

export interface SettingsPageProps<T> {
  title: string;
  headings: string[];
  rows: T[] | undefined;
  error: unknown;
  keyOf: (row: T) => string;
  cells: (row: T) => ReactNode[];
  /** The row's change form; no Change button when it answers undefined. */
  form: (row: T, close: () => void) => ReactNode;
  actionLabel: string;
  canChange?: (row: T) => boolean;
  children?: ReactNode;
}

export function SettingsPage<T>(props: SettingsPageProps<T>) {
  const [editing, setEditing] = useState<string>();
  const close = () => setEditing(undefined);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{props.title}</h1>
      {props.children}
      <ErrorText error={props.error} />
      {props.rows === undefined && props.error === undefined ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {props.rows ? (
        <table className="settings">
          <thead>
            <tr>
              {props.headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const key = props.keyOf(row);
              return (
                <Fragment key={key}>
                  <tr>
                    {props.cells(row).map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                    <td className="row-action">
                      {(props.canChange?.(row) ?? true) && editing !== key ? (
                        <button type="button" className="secondary" onClick={() => setEditing(key)}>
                          {props.actionLabel}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                  {editing === key ? (
                    <tr className="editing">
                      <td colSpan={props.headings.length + 1}>{props.form(row, close)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
