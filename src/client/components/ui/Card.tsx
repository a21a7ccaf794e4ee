import type { ReactNode } from 'react';
import { cx } from './cx';

type CardProps = {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'article' | 'li';
};

/** A white rounded card with the soft card shadow. */
export function Card({ children, className, as: Tag = 'div' }: CardProps) {
  return (
    <Tag className={cx('rounded-xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-8', className)}>
      {children}
    </Tag>
  );
}
