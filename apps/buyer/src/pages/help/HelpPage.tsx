import { Button, ContactDialog, HelpCenter, Page } from '@huashi/ui';
import { useAuth } from '../../auth';
import { useUrlState } from '../../urlState';
import { useContact } from '../home/useContact';
import { HELP_SECTIONS } from './helpContent';
import { helpCodec } from './helpUrl';

/** /help: 帮助中心 — our own help pages (sessions, paying, after-sales, delivery, contact), the section in the URL. */
export function HelpPage() {
  const [view, setView] = useUrlState(helpCodec);
  const { user } = useAuth();
  const contact = useContact(user?.buyerId ?? 0);
  return (
    <Page title="帮助中心">
      <HelpCenter
        sections={HELP_SECTIONS}
        activeId={view.section}
        onSelect={(section) => setView({ section })}
        extras={{
          contact: (
            <Button variant="primary" onClick={contact.openContact}>
              联系客服
            </Button>
          ),
        }}
      />
      <ContactDialog {...contact.dialog} />
    </Page>
  );
}
