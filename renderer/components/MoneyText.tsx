/** An amount as the core formatted it (the *Text fields), or a Money formatted with two decimals. */
import { formatMoney, type Money } from '../../shared/money';

type MoneyTextProps =
  { readonly text: string; readonly value?: never } | { readonly value: Money; readonly text?: never };

export function MoneyText(props: MoneyTextProps) {
  const text = props.text ?? formatMoney(props.value);
  return <span className="money">{text}</span>;
}
