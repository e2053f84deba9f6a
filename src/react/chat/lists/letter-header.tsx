import { token } from '../../core/theme/theme';

/** §2 "User list shows alphabetical letter headers": the letter a user's row is filed under. */
export function letterOf(name: string, language: string): string {
  return name.trim().charAt(0).toLocaleUpperCase(language) || '#';
}

/** The letter header row before `users[index]`, when its letter is not the previous user's (§2, §5 add-members). */
export function LetterHeader({
  users,
  index,
  language,
}: {
  users: readonly { name: string }[];
  index: number;
  language: string;
}) {
  const letter = letterOf(users[index]?.name ?? '', language);
  const previous = users[index - 1];
  if (previous !== undefined && letterOf(previous.name, language) === letter) return null;
  return (
    <li
      part="letter-header"
      aria-hidden="true"
      css={{
        padding: '4px 12px',
        fontSize: '0.75em',
        fontWeight: 700,
        color: token('colorTextMuted'),
        background: token('colorSurface'),
      }}
    >
      {letter}
    </li>
  );
}
