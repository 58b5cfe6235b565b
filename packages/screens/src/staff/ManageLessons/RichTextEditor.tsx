// The lesson body editor (Tiptap over ProseMirror). Loaded with React.lazy from the lesson form, so
// Tiptap is its own chunk under the lazy staff chunk: neither public pages nor the other staff
// screens download it. It emits HTML; the service sanitizes it on write against its allow-list.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Field, Input, Prose, useField } from '@watni/ui';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useStaffLessonsMessages } from '../../messages/areas';
import { isHttpUrl } from './lessonForm';
import * as styles from './RichTextEditor.css';

export interface RichTextEditorProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Initial HTML; the editor is uncontrolled afterwards (remount it to load other content). */
  defaultValue: string;
  /** The editor's HTML, or '' when it holds no text. */
  onChange: (html: string) => void;
  disabled?: boolean;
}

/** Labelled rich-text field: a toolbar (bold, italic, headings, lists, link) over the text. */
export default function RichTextEditor({ label, hint, error, ...props }: RichTextEditorProps) {
  return (
    <Field label={label} hint={hint} error={error} disabled={props.disabled}>
      <EditorBox {...props} />
    </Field>
  );
}

type Command = 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'link';

// Stroke icons (24 x 24) of the toolbar; the buttons are named by aria-label.
const commands: readonly { id: Command; paths: readonly string[] }[] = [
  {
    id: 'bold',
    paths: ['M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8'],
  },
  { id: 'italic', paths: ['M19 4h-9', 'M14 20H5', 'M15 4 9 20'] },
  {
    id: 'heading2',
    paths: ['M4 12h8', 'M4 18V6', 'M12 18V6', 'M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1'],
  },
  {
    id: 'heading3',
    paths: [
      'M4 12h8',
      'M4 18V6',
      'M12 18V6',
      'M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2',
      'M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2',
    ],
  },
  {
    id: 'bulletList',
    paths: ['M3 12h.01', 'M3 18h.01', 'M3 6h.01', 'M8 12h13', 'M8 18h13', 'M8 6h13'],
  },
  {
    id: 'orderedList',
    paths: [
      'M10 12h11',
      'M10 18h11',
      'M10 6h11',
      'M4 10h2',
      'M4 6h1v4',
      'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1',
    ],
  },
  {
    id: 'link',
    paths: [
      'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
      'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
    ],
  },
];

function EditorBox({
  defaultValue,
  onChange,
  disabled = false,
}: Pick<RichTextEditorProps, 'defaultValue' | 'onChange' | 'disabled'>) {
  const staffLessonsMessages = useStaffLessonsMessages();
  const e = staffLessonsMessages.editor;
  const field = useField();
  const autoId = useId();
  const editorId = field?.controlId ?? `editor${autoId.replace(/:/g, '')}`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const attributes: Record<string, string> = {
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    class: styles.content,
  };
  if (field?.labelId) attributes['aria-labelledby'] = field.labelId;
  if (field?.describedBy) attributes['aria-describedby'] = field.describedBy;
  if (field?.invalid) attributes['aria-invalid'] = 'true';

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        // No empty paragraph forced after a list or heading: the saved HTML is what was typed.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => isHttpUrl(url),
        },
      }),
    ],
    content: defaultValue,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: ed }) => onChangeRef.current(ed.isEmpty ? '' : ed.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      bold: ed?.isActive('bold') ?? false,
      italic: ed?.isActive('italic') ?? false,
      heading2: ed?.isActive('heading', { level: 2 }) ?? false,
      heading3: ed?.isActive('heading', { level: 3 }) ?? false,
      bulletList: ed?.isActive('bulletList') ?? false,
      orderedList: ed?.isActive('orderedList') ?? false,
      link: ed?.isActive('link') ?? false,
      href: (ed?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement | null>(null);

  const run = (id: Command) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    switch (id) {
      case 'bold':
        chain.toggleBold().run();
        break;
      case 'italic':
        chain.toggleItalic().run();
        break;
      case 'heading2':
        chain.toggleHeading({ level: 2 }).run();
        break;
      case 'heading3':
        chain.toggleHeading({ level: 3 }).run();
        break;
      case 'bulletList':
        chain.toggleBulletList().run();
        break;
      case 'orderedList':
        chain.toggleOrderedList().run();
        break;
      case 'link':
        setLinkUrl(active?.href ?? '');
        setLinkError(null);
        setLinkOpen(true);
        requestAnimationFrame(() => linkInput.current?.focus());
        break;
    }
  };

  const closeLink = () => {
    setLinkOpen(false);
    setLinkError(null);
    editor?.commands.focus();
  };

  const applyLink = () => {
    if (!editor) return;
    const href = linkUrl.trim();
    if (!isHttpUrl(href)) {
      setLinkError(e.linkInvalid);
      linkInput.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    setLinkOpen(false);
    setLinkError(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  // One tab stop for the toolbar; arrows, Home and End move between its buttons (ARIA toolbar).
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = commands.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const linkInputId = `${editorId}-link`;
  return (
    <div className={styles.box} data-disabled={disabled ? '' : undefined}>
      <div
        role="toolbar"
        aria-label={e.toolbar}
        aria-controls={editorId}
        className={styles.toolbar}
        onKeyDown={onToolbarKey}
      >
        {commands.map((command, index) => (
          <button
            key={command.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className={styles.tool}
            aria-label={e[command.id]}
            title={e[command.id]}
            aria-pressed={active?.[command.id] ?? false}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled || !editor}
            onFocus={() => setFocusIndex(index)}
            onClick={() => run(command.id)}
          >
            <svg
              aria-hidden
              focusable="false"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {command.paths.map((d) => (
                <path key={d} d={d} />
              ))}
            </svg>
          </button>
        ))}
      </div>
      {linkOpen ? (
        <div className={styles.linkRow}>
          <div className={styles.linkField}>
            <label htmlFor={linkInputId} className={styles.linkLabel}>
              {e.linkUrl}
            </label>
            <Input
              id={linkInputId}
              ref={linkInput}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={linkUrl}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${linkInputId}-error` : undefined}
              onChange={(event) => setLinkUrl(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
            {linkError ? (
              <p id={`${linkInputId}-error`} className={styles.linkError}>
                {linkError}
              </p>
            ) : null}
          </div>
          <div className={styles.linkActions}>
            <Button type="button" size="sm" onClick={applyLink}>
              {e.linkApply}
            </Button>
            {active?.link ? (
              <Button type="button" size="sm" variant="outline" onClick={removeLink}>
                {e.linkRemove}
              </Button>
            ) : null}
            <Button type="button" size="sm" variant="ghost" onClick={closeLink}>
              {e.linkCancel}
            </Button>
          </div>
        </div>
      ) : null}
      <Prose className={styles.prose}>
        <EditorContent editor={editor} />
      </Prose>
    </div>
  );
}
