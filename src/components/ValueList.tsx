import React from 'react';

/**
 * A bulleted list of literal values from the constants module (IP addresses, for example), each
 * in code type so readers can copy it exactly. Pages pass the array itself
 * (`<ValueList values={NETWORK.OUTBOUND_IPS} />`) so the values are never typed twice.
 */
export default function ValueList({values}: {values: readonly string[]}): React.JSX.Element {
  return (
    <ul>
      {values.map((value) => (
        <li key={value}>
          <code>{value}</code>
        </li>
      ))}
    </ul>
  );
}
