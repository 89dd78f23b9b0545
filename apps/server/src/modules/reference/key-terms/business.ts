import type { KeyTerm } from './key-term';

export const BUSINESS_TERMS: readonly KeyTerm[] = [
  {
    term: 'business',
    aliases: ['businesses'],
    subjectId: 'introduction-to-business',
    definition:
      'A business is an organization that provides goods or services to customers, usually in ' +
      'order to make a profit. Businesses range from sole traders to partnerships and large ' +
      'corporations, and they combine people, money and resources to create value.',
  },
  {
    term: 'company',
    aliases: ['companies', 'corporation', 'corporations'],
    subjectId: 'introduction-to-business',
    definition:
      'A company is a legal entity formed to run a business, separate from the people who own ' +
      'it. In a limited company the owners, called shareholders, are responsible for its debts ' +
      'only up to the amount they invested.',
  },
  {
    term: 'business model',
    aliases: ['business models'],
    subjectId: 'introduction-to-business',
    definition:
      'A business model is the plan by which a business creates value for customers and earns ' +
      'money from it. It describes what the business offers, to whom, how it delivers it and ' +
      'where its revenue comes from, for example sales, subscriptions or advertising.',
  },
  {
    term: 'business ethics',
    subjectId: 'introduction-to-business',
    definition:
      'Business ethics is the study of right and wrong in business conduct, covering issues such ' +
      'as honesty, fair treatment of workers and customers, and responsibility to society and ' +
      'the environment. It guides decisions that the law alone does not settle.',
  },
  {
    term: 'marketing',
    subjectId: 'marketing',
    definition:
      'Marketing is the process by which a business understands what customers need and then ' +
      'creates, prices, promotes and delivers products that meet those needs. It covers market ' +
      'research, branding, advertising, pricing and distribution.',
  },
  {
    term: 'branding',
    aliases: ['brand', 'brands'],
    subjectId: 'marketing',
    definition:
      'Branding is the process of creating a distinctive name, design, message and identity that ' +
      'makes a product or company recognizable and sets it apart from competitors. A strong ' +
      'brand builds trust and loyalty among customers.',
  },
  {
    term: 'advertising',
    aliases: ['advertisement', 'advertisements'],
    subjectId: 'marketing',
    definition:
      'Advertising is paid communication that promotes a product, service or idea to an audience ' +
      'through media such as television, print, websites and social media. It aims to inform ' +
      'people and persuade them to buy or act.',
  },
  {
    term: 'market research',
    subjectId: 'marketing',
    definition:
      'Market research is the gathering and analysis of information about customers, competitors ' +
      'and markets to guide business decisions. It uses methods such as surveys, interviews, ' +
      'focus groups and the study of sales data.',
  },
  {
    term: 'digital marketing',
    aliases: ['online marketing'],
    subjectId: 'marketing',
    definition:
      'Digital marketing is the promotion of products and brands through digital channels such ' +
      'as search engines, social media, email, websites and mobile apps. It allows precise ' +
      'targeting of audiences and measurement of results.',
  },
  {
    term: 'management',
    subjectId: 'management-and-organizational-behavior',
    definition:
      'Management is the process of planning, organizing, leading and controlling the people and ' +
      'resources of an organization to achieve its goals. Managers work at different levels, ' +
      'from supervising teams to setting overall strategy.',
  },
  {
    term: 'leadership',
    subjectId: 'management-and-organizational-behavior',
    definition:
      'Leadership is the ability to guide, motivate and influence people toward shared goals. ' +
      'Different styles, from directive to democratic, suit different situations, and effective ' +
      'leaders combine vision with communication and trust.',
  },
  {
    term: 'organizational culture',
    aliases: ['corporate culture', 'company culture'],
    subjectId: 'management-and-organizational-behavior',
    definition:
      'Organizational culture is the shared values, beliefs, norms and habits that shape how ' +
      'people in an organization behave and work together. It affects motivation, decision ' +
      'making and performance, and it can be hard to change.',
  },
  {
    term: 'decision making',
    aliases: ['decision-making'],
    subjectId: 'management-and-organizational-behavior',
    definition:
      'Decision making is the process of choosing among alternative courses of action. In ' +
      'organizations it involves identifying the problem, gathering information, weighing ' +
      'options and their risks, and acting and reviewing the result.',
  },
  {
    term: 'accounting',
    aliases: ['financial accounting'],
    subjectId: 'financial-accounting',
    definition:
      'Accounting is the process of recording, summarizing and reporting the financial ' +
      'transactions of a business or organization. Financial accounting produces standard ' +
      'reports, such as the balance sheet and income statement, for investors, lenders and ' +
      'regulators.',
  },
  {
    term: 'bookkeeping',
    subjectId: 'financial-accounting',
    definition:
      'Bookkeeping is the day-to-day recording of the financial transactions of a business, such ' +
      'as sales, purchases, receipts and payments. Most bookkeeping uses the double-entry ' +
      'system, in which every transaction is recorded as both a debit and a credit.',
  },
  {
    term: 'balance sheet',
    aliases: ['balance sheets'],
    subjectId: 'financial-accounting',
    definition:
      'A balance sheet is a financial statement that shows what a business owns, its assets, ' +
      "what it owes, its liabilities, and the owners' equity at a particular date. It always " +
      'balances, because assets equal liabilities plus equity.',
  },
  {
    term: 'income statement',
    aliases: ['income statements', 'profit and loss statement'],
    subjectId: 'financial-accounting',
    definition:
      'An income statement is a financial statement that shows the revenue, expenses and ' +
      'resulting profit or loss of a business over a period. It is also called a profit and loss ' +
      'statement.',
  },
  {
    term: 'cash flow',
    aliases: ['cash flows', 'cash flow statement'],
    subjectId: 'financial-accounting',
    definition:
      'Cash flow is the movement of money into and out of a business over a period. The cash ' +
      'flow statement reports it from operating, investing and financing activities, and a ' +
      'profitable business can still fail if it runs out of cash.',
  },
  {
    term: 'entrepreneurship',
    aliases: ['entrepreneur', 'entrepreneurs'],
    subjectId: 'entrepreneurship',
    definition:
      'Entrepreneurship is the process of starting and running a new business, taking on ' +
      'financial risk in the hope of profit. Entrepreneurs spot opportunities, bring together ' +
      'people and resources, and create new products, services or ways of working.',
  },
  {
    term: 'startup',
    aliases: ['startups', 'start-up'],
    subjectId: 'entrepreneurship',
    definition:
      'A startup is a young company set up to develop a new product or service and grow quickly, ' +
      'often under great uncertainty. Many startups are funded by investors such as angel ' +
      'investors and venture capital firms, and most do not survive.',
  },
  {
    term: 'business plan',
    aliases: ['business plans'],
    subjectId: 'entrepreneurship',
    definition:
      'A business plan is a written document that describes a business, its goals and how it ' +
      'intends to achieve them. It usually covers the product, market, competitors, marketing, ' +
      'operations, team and financial forecasts, and it is used to guide the business and ' +
      'attract funding.',
  },
  {
    term: 'fundraising',
    aliases: ['venture capital'],
    subjectId: 'entrepreneurship',
    definition:
      'Fundraising, for a business, is the process of raising money from investors or lenders to ' +
      'start or grow it. Startups commonly raise money in stages from founders, friends, angel ' +
      'investors, venture capital firms and sometimes crowdfunding.',
  },
  {
    term: 'small business',
    aliases: ['small businesses'],
    subjectId: 'entrepreneurship',
    definition:
      'A small business is an independently owned company with relatively few employees and ' +
      'limited revenue, such as a local shop, restaurant or trade firm. The exact threshold ' +
      'varies by country, and small businesses together employ a large share of workers.',
  },
  {
    term: 'project management',
    subjectId: 'project-management',
    definition:
      'Project management is the discipline of planning, organizing and overseeing a project so ' +
      'that it meets its goals within agreed limits of time, cost and scope. It covers defining ' +
      'the work, scheduling, managing risks and resources, and communicating with stakeholders.',
  },
  {
    term: 'agile',
    aliases: ['agile methodology', 'agile software development'],
    subjectId: 'project-management',
    definition:
      'Agile is an approach to project management and software development that delivers work in ' +
      'short cycles, welcoming changing requirements and frequent feedback from customers. It ' +
      'was set out in the Agile Manifesto of 2001 and is practiced through frameworks such as ' +
      'Scrum and Kanban.',
  },
  {
    term: 'Scrum',
    subjectId: 'project-management',
    definition:
      'Scrum is an agile framework in which a small team works in fixed periods called sprints, ' +
      'usually of one to four weeks, to deliver usable increments of a product. It defines roles ' +
      'such as product owner and scrum master, and events such as daily standups and sprint ' +
      'reviews.',
  },
  {
    term: 'risk management',
    subjectId: 'project-management',
    definition:
      'Risk management is the process of identifying, assessing and responding to risks that ' +
      'could affect a project or organization. Responses include avoiding, reducing, ' +
      'transferring or accepting each risk, and risks are monitored throughout the project.',
  },
  {
    term: 'Gantt chart',
    aliases: ['Gantt charts', 'scheduling'],
    subjectId: 'project-management',
    definition:
      'A Gantt chart is a bar chart that shows the schedule of a project, with each task drawn ' +
      'as a bar along a timeline. It shows when tasks start and end, how they overlap and which ' +
      'depend on others, and it is a common tool for project scheduling.',
  },
];
