import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chatbotT } from '../../i18n/chatbotMessages';
import { ChatBot } from './ChatBot';
import { chatPlans, chatQuestions, chatSupportUrl } from './chatFixtures';
import { faqAnswer, faqQuestion } from './faq';

const meta = {
  title: 'Dialogs/ChatBot',
  component: ChatBot,
  args: { open: false, onToggle: fn(), plans: chatPlans, supportUrl: chatSupportUrl },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <ChatBot
        {...args}
        open={open}
        onToggle={(next) => {
          setOpen(next);
          args.onToggle(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ChatBot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the 在线客服 toggle; pressing it opens the chat with a greeting. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: chatbotT('chat.toggle') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('log')).toHaveTextContent(chatbotT('chat.greeting'));
  },
};

/** A typed question is answered from the FAQ; an unknown one gets the fallback. */
export const Answering: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: chatbotT('chat.inputLabel') });
    await userEvent.type(input, `${chatQuestions.vip}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent(faqAnswer('vip')));
    await userEvent.type(input, `${chatQuestions.unknown}{Enter}`);
    // No answer (after the fuzzy match, which loads with the first such question): a person.
    const human = await canvas.findByRole('link', { name: chatbotT('chat.human') });
    await expect(canvas.getByRole('log')).toHaveTextContent(chatbotT('chat.noAnswer'));
    await expect(human).toHaveAttribute('href', chatSupportUrl);
    await userEvent.click(canvas.getByRole('button', { name: faqQuestion('source') }));
    await waitFor(() => expect(canvas.getByRole('log')).toHaveTextContent(faqAnswer('source')));
    await userEvent.click(canvas.getByRole('button', { name: chatbotT('chat.close') }));
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

/** Prices come from the packages on sale; live TV has its own answer. */
export const PricesAndLive: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: chatbotT('chat.inputLabel') });
    await userEvent.type(input, `${chatQuestions.price}{Enter}`);
    const log = canvas.getByRole('log');
    for (const plan of chatPlans)
      await expect(log).toHaveTextContent(`${plan.name} ¥${plan.price}`);
    await userEvent.type(input, `${chatQuestions.live}{Enter}`);
    await waitFor(() => expect(log).toHaveTextContent(faqAnswer('live')));
    await expect(canvas.queryByRole('link', { name: chatbotT('chat.human') })).toBeNull();
  },
};

export const Phone: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: chatbotT('chat.title') }),
    ).toBeVisible();
  },
};
