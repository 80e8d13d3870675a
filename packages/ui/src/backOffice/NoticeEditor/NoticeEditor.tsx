import { yupResolver } from '@hookform/resolvers/yup';
import { bannerLinkProblem, NOTICE_BEGIN_HINT, noticeBeginMs, noticeSchema, type NoticeFormValues } from '@huashi/domain';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Input } from '../../primitives/Input';
import { StyledField, StyledFieldMessage, StyledLabel } from '../../internal/Field';
import { FormInput, FormSelect } from '../../internal/FormField';
import { NoticeArticle } from '../../market/home/NoticeArticle';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { vars } from '../../theme/vars';
import { stackedOnPhone } from '../../internal/grid';

export type NoticeEditorTab = 'edit' | 'preview';

export type NoticeEditorProps = {
  /** The notice being edited (its form values); absent: a new one. */
  initial?: NoticeFormValues;
  /** create: 保存草稿 and 保存并发布; edit: 保存 (publishing is the list's action). */
  mode?: 'create' | 'edit';
  /** publish: the new notice is published as it is saved. */
  onSubmit: (values: NoticeFormValues, publish: boolean) => void;
  onCancel?: () => void;
  pending?: boolean;
  /** The server's refusal. */
  serverError?: string;
  /** The tab shown first (stories show the preview without clicking). */
  defaultTab?: NoticeEditorTab;
  /** The preview's date while no begin time is chosen (epoch ms). */
  nowMs: number;
};

const TYPE_OPTIONS = [
  { value: '', label: '请选择' },
  { value: '2', label: '公告' },
  { value: '1', label: '资讯' },
];

const EMPTY: NoticeFormValues = { type: '', title: '', beginTime: '', contentHtml: '' };

const StyledFields = styled.div`
  ${stackedOnPhone('minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1.6fr)', vars.space[3])}
  align-items: start;
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  background: ${vars.color.surfaceMuted};
`;

const StyledTool = styled.button`
  min-width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }
`;

const StyledFrame = styled.div<{ $invalid: boolean }>`
  border: ${vars.size.borderWidth} solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow: hidden;

  .tiptap {
    min-height: ${vars.size.dialogSm};
    padding: ${vars.space[3]} ${vars.space[4]};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.relaxed};
    color: ${vars.color.text};
    outline: none;
    overflow-wrap: anywhere;
  }
  &:focus-within {
    border-color: ${vars.color.primary};
  }
`;

const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: end;
  padding: ${vars.space[2]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

const StyledPreview = styled.div`
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-height: ${vars.size.dialogSm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  justify-content: flex-end;
`;

type Tool = { key: string; label: string; run: (editor: Editor) => void; active: (editor: Editor) => boolean };

const TOOLS: readonly Tool[] = [
  { key: 'bold', label: '加粗', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: '斜体', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    key: 'h2',
    label: '标题',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: '小标题',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { key: 'bullet', label: '项目列表', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'ordered', label: '编号列表', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
];

/** The link row under the toolbar: an address (http(s):// or a site path), set on the selection, or the link removed. */
function LinkRow({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    const value = href.trim();
    const problem = value ? bannerLinkProblem(value) : '请输入链接地址';
    if (problem) {
      setError(problem);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  return (
    <StyledLinkRow>
      <Input
        label="链接地址"
        placeholder="https://… 或 /presell"
        value={href}
        error={error}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <Button size="sm" onClick={apply}>
        确定
      </Button>
      {editor.isActive('link') ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          移除链接
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClose}>
        取消
      </Button>
    </StyledLinkRow>
  );
}

/**
 * 公告编辑 (内容发布 desk): type, title, begin time and the content in a rich-text editor (Tiptap: bold, italic,
 * headings, lists, links), with a 预览 tab that shows it exactly as the buyer's /message does (NoticeArticle). The
 * server sanitises the HTML when it is saved. The editor is never focused by itself (no caret in screenshots).
 */
export function NoticeEditor({
  initial,
  mode = 'create',
  onSubmit,
  onCancel,
  pending = false,
  serverError,
  defaultTab = 'edit',
  nowMs,
}: NoticeEditorProps) {
  const [tab, setTab] = useState<NoticeEditorTab>(defaultTab);
  const [linking, setLinking] = useState(false);
  const ids = { edit: useId(), preview: useId(), content: useId(), contentError: useId() };
  const { register, handleSubmit, setValue, control, formState } = useForm<NoticeFormValues>({
    resolver: yupResolver(noticeSchema),
    defaultValues: initial ?? EMPTY,
  });
  const { errors, isSubmitted } = formState;
  useEffect(() => {
    register('contentHtml');
  }, [register]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initial?.contentHtml ?? '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.content,
      },
    },
    onUpdate: ({ editor: current }) =>
      setValue('contentHtml', current.isEmpty ? '' : current.getHTML(), { shouldValidate: isSubmitted, shouldDirty: true }),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? ({ ...Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active(current)])), link: current.isActive('link') } as Record<
            string,
            boolean
          >)
        : null,
  });
  useEffect(() => {
    editor?.setEditable(!pending);
  }, [editor, pending]);

  const values = useWatch({ control }) as NoticeFormValues;
  const contentError = errors.contentHtml?.message;
  const submit = (publish: boolean) =>
    handleSubmit((checked) => {
      if (!pending) onSubmit(checked, publish);
    });

  let panel: ReactNode;
  if (tab === 'preview') {
    panel = (
      <StyledPreview id={ids.preview} role="tabpanel" aria-label="预览">
        {values.contentHtml || values.title ? (
          <NoticeArticle
            title={values.title.trim() || '（未填写标题）'}
            beginMs={noticeBeginMs(values.beginTime) ?? nowMs}
            html={values.contentHtml}
          />
        ) : (
          <p>还没有内容可预览</p>
        )}
      </StyledPreview>
    );
  }

  return (
    <Card>
      <form noValidate aria-label={mode === 'create' ? '新增公告' : '编辑公告'} onSubmit={(event) => event.preventDefault()}>
        <Stack gap={4}>
          <StyledFields>
            <FormSelect control={control} name="type" label="类型" options={TYPE_OPTIONS} disabled={pending} />
            <FormInput control={control} name="title" label="标题" placeholder="如 关于春节休市的公告" maxLength={80} disabled={pending} />
            <FormInput
              control={control}
              name="beginTime"
              label="发布时间"
              type="datetime-local"
              hint={NOTICE_BEGIN_HINT}
              disabled={pending}
            />
          </StyledFields>
          <Tabs
            aria-label="内容"
            items={[
              { label: '编辑', panelId: ids.edit },
              { label: '预览', panelId: ids.preview },
            ]}
            active={tab === 'edit' ? 0 : 1}
            onChange={(index) => setTab(index === 0 ? 'edit' : 'preview')}
          />
          <StyledField id={ids.edit} role="tabpanel" aria-label="编辑" hidden={tab !== 'edit'}>
            <StyledLabel as="span" id={ids.content}>
              内容
            </StyledLabel>
            <StyledFrame $invalid={Boolean(contentError)}>
              <StyledToolbar role="toolbar" aria-label="格式">
                {TOOLS.map((tool) => (
                  <StyledTool
                    key={tool.key}
                    type="button"
                    aria-pressed={pressed?.[tool.key] ?? false}
                    disabled={!editor || pending}
                    onClick={() => editor && tool.run(editor)}
                  >
                    {tool.label}
                  </StyledTool>
                ))}
                <StyledTool
                  type="button"
                  aria-pressed={pressed?.link ?? false}
                  aria-expanded={linking}
                  disabled={!editor || pending}
                  onClick={() => setLinking((open) => !open)}
                >
                  链接
                </StyledTool>
              </StyledToolbar>
              {linking && editor ? <LinkRow editor={editor} onClose={() => setLinking(false)} /> : null}
              <EditorContent editor={editor} aria-describedby={contentError ? ids.contentError : undefined} />
            </StyledFrame>
            {contentError ? (
              <StyledFieldMessage id={ids.contentError} role="alert" $tone="error">
                {contentError}
              </StyledFieldMessage>
            ) : null}
          </StyledField>
          {panel}
          {serverError ? <Banner tone="error">{serverError}</Banner> : null}
          <StyledActions>
            {onCancel ? (
              <Button variant="ghost" onClick={onCancel} disabled={pending}>
                取消
              </Button>
            ) : null}
            {mode === 'create' ? (
              <>
                <Button variant="secondary" loading={pending} onClick={() => void submit(false)()}>
                  保存草稿
                </Button>
                <Button loading={pending} onClick={() => void submit(true)()}>
                  保存并发布
                </Button>
              </>
            ) : (
              <Button loading={pending} onClick={() => void submit(false)()}>
                保存
              </Button>
            )}
          </StyledActions>
        </Stack>
      </form>
    </Card>
  );
}
