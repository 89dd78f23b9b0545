import type { KeyTerm } from './key-term';

export const COMPUTER_SCIENCE_TERMS: readonly KeyTerm[] = [
  {
    term: 'Python',
    aliases: ['Python programming language'],
    subjectId: 'python-programming',
    definition:
      'Python is a general-purpose, high-level programming language known for its readable ' +
      'syntax and large standard library. Created by Guido van Rossum and first released in ' +
      '1991, it is widely used for scripting, automation, web development, data analysis and ' +
      'machine learning.',
  },
  {
    term: 'programming',
    aliases: ['computer programming'],
    subjectId: 'python-programming',
    definition:
      'Programming is the process of writing instructions, called code, that tell a computer how ' +
      'to perform a task. Programmers design algorithms, express them in a programming language ' +
      'such as Python or JavaScript, and then test and debug the result.',
  },
  {
    term: 'scripting',
    aliases: ['script', 'scripts'],
    subjectId: 'python-programming',
    definition:
      'Scripting is the writing of short programs, called scripts, that automate tasks or ' +
      'connect other programs, usually in an interpreted language such as Python or Bash. ' +
      'Scripts are typically run directly rather than compiled first, which makes them quick to ' +
      'write and change.',
  },
  {
    term: 'automation',
    subjectId: 'python-programming',
    definition:
      'Automation is the use of technology to carry out tasks with little or no human ' +
      'involvement. In programming, it usually means writing scripts or programs that perform ' +
      'repetitive jobs such as renaming files, processing data or testing software.',
  },
  {
    term: 'web development',
    subjectId: 'web-development-fundamentals',
    definition:
      'Web development is the work of building websites and web applications that run in a ' +
      'browser. It combines front-end work, using HTML, CSS and JavaScript to build what users ' +
      'see, with back-end work on the servers and databases behind it.',
  },
  {
    term: 'HTML',
    aliases: ['HyperText Markup Language'],
    subjectId: 'web-development-fundamentals',
    definition:
      'HTML, or HyperText Markup Language, is the standard language for describing the structure ' +
      'and content of web pages. It uses elements written as tags to mark up headings, ' +
      'paragraphs, links, images and forms, which the browser then displays.',
  },
  {
    term: 'CSS',
    aliases: ['Cascading Style Sheets'],
    subjectId: 'web-development-fundamentals',
    definition:
      'CSS, or Cascading Style Sheets, is the language used to describe how web pages look, ' +
      'including layout, colors, fonts and spacing. It keeps presentation separate from the HTML ' +
      'content, and its rules cascade so that more specific rules override general ones.',
  },
  {
    term: 'JavaScript',
    aliases: ['JS'],
    subjectId: 'web-development-fundamentals',
    definition:
      'JavaScript is a programming language that makes web pages interactive and runs in every ' +
      'major web browser. It can also run on servers through environments such as Node.js, and ' +
      'it is one of the core technologies of the web alongside HTML and CSS.',
  },
  {
    term: 'web accessibility',
    aliases: ['accessibility', 'a11y'],
    subjectId: 'web-development-fundamentals',
    definition:
      'Web accessibility is the practice of designing and building websites so that everyone, ' +
      'including people with disabilities, can use them. It includes giving images text ' +
      'alternatives, supporting keyboard navigation and screen readers, and using sufficient ' +
      'color contrast, as set out in the Web Content Accessibility Guidelines.',
  },
  {
    term: 'World Wide Web',
    aliases: ['WWW'],
    subjectId: 'web-development-fundamentals',
    definition:
      'The World Wide Web is the system of interlinked documents and resources, identified by ' +
      'web addresses and accessed over the internet with a browser. It was invented by Tim ' +
      'Berners-Lee at CERN in 1989 and became publicly available in the early 1990s.',
  },
  {
    term: 'algorithm',
    aliases: ['algorithms'],
    subjectId: 'data-structures-and-algorithms',
    definition:
      'An algorithm is a finite sequence of well-defined steps for solving a problem or ' +
      'performing a task. Algorithms underlie all computer programs, and they are compared by ' +
      'their correctness and by how much time and memory they need as the input grows.',
  },
  {
    term: 'data structure',
    aliases: ['data structures'],
    subjectId: 'data-structures-and-algorithms',
    definition:
      'A data structure is a way of organizing and storing data in a computer so that it can be ' +
      'used efficiently. Common examples include arrays, linked lists, stacks, queues, hash ' +
      'tables, trees and graphs, each suited to different operations.',
  },
  {
    term: 'sorting',
    aliases: ['sorting algorithm', 'sorting algorithms'],
    subjectId: 'data-structures-and-algorithms',
    definition:
      'Sorting is the process of arranging items in a particular order, such as numerical or ' +
      'alphabetical order. Common sorting algorithms include bubble sort, insertion sort, merge ' +
      'sort and quicksort, and the most efficient general methods take time proportional to n ' +
      'log n.',
  },
  {
    term: 'big O notation',
    aliases: ['big-O notation', 'big O', 'time complexity'],
    subjectId: 'data-structures-and-algorithms',
    definition:
      'Big O notation is a mathematical way of describing how the running time or memory use of ' +
      'an algorithm grows as the size of its input grows. It keeps only the fastest-growing ' +
      'term, so an algorithm that is O(n) scales linearly while one that is O(n²) scales with ' +
      'the square of the input.',
  },
  {
    term: 'graph',
    aliases: ['graphs'],
    subjectId: 'data-structures-and-algorithms',
    definition:
      'A graph, in computer science and mathematics, is a structure made of nodes, also called ' +
      'vertices, connected by edges. Graphs model networks such as roads, social connections and ' +
      'web links, and algorithms on them find shortest paths, connections and cycles.',
  },
  {
    term: 'recursion',
    aliases: ['recursive function'],
    subjectId: 'data-structures-and-algorithms',
    definition:
      'Recursion is a way of solving a problem in which a function calls itself on smaller ' +
      'instances of the same problem. Every recursive function needs a base case that stops the ' +
      'calls, and recursion suits problems such as traversing trees or computing factorials.',
  },
  {
    term: 'database',
    aliases: ['databases'],
    subjectId: 'databases-and-sql',
    definition:
      'A database is an organized collection of data stored electronically so that it can be ' +
      'easily searched, updated and managed. It is usually controlled by a database management ' +
      'system, which handles storage, queries, security and simultaneous access by many users.',
  },
  {
    term: 'SQL',
    aliases: ['Structured Query Language'],
    subjectId: 'databases-and-sql',
    definition:
      'SQL, or Structured Query Language, is the standard language for defining, querying and ' +
      'changing data in relational databases. Statements such as SELECT, INSERT, UPDATE and ' +
      'DELETE retrieve and modify rows, and JOIN combines data from several tables.',
  },
  {
    term: 'relational database',
    aliases: ['relational databases'],
    subjectId: 'databases-and-sql',
    definition:
      'A relational database is a database that stores data in tables of rows and columns, with ' +
      'relationships between tables expressed through shared keys. It is managed with SQL, and ' +
      'popular systems include PostgreSQL, MySQL, SQLite and Oracle Database.',
  },
  {
    term: 'database design',
    aliases: ['data modeling', 'normalization'],
    subjectId: 'databases-and-sql',
    definition:
      'Database design is the process of deciding how data will be structured in a database, ' +
      'including its tables, columns, keys and relationships. Good design uses normalization to ' +
      'avoid duplicated data and chooses indexes and constraints that keep the data correct and ' +
      'fast to query.',
  },
  {
    term: 'Git',
    subjectId: 'version-control-with-git',
    definition:
      'Git is a free, distributed version control system that tracks changes to files and lets ' +
      'many people work on the same project. It was created by Linus Torvalds in 2005, and every ' +
      'copy of a Git repository holds the full history of the project.',
  },
  {
    term: 'version control',
    aliases: ['version control system', 'source control'],
    subjectId: 'version-control-with-git',
    definition:
      'Version control is the practice of recording changes to files over time so that earlier ' +
      'versions can be recovered and the work of several people combined. Systems such as Git ' +
      'keep a history of commits, each showing who changed what and when.',
  },
  {
    term: 'GitHub',
    subjectId: 'version-control-with-git',
    definition:
      'GitHub is a web platform for hosting Git repositories and collaborating on software. It ' +
      'adds features such as pull requests for reviewing changes, issue tracking and automated ' +
      "workflows, and it hosts many of the world's open-source projects.",
  },
  {
    term: 'branching',
    aliases: ['branch', 'branches'],
    subjectId: 'version-control-with-git',
    definition:
      'Branching in version control is the creation of a separate line of development, called a ' +
      'branch, that diverges from the main line of work. Developers use branches to build ' +
      'features or fix bugs in isolation and then merge them back when they are ready.',
  },
  {
    term: 'merge conflict',
    aliases: ['merge conflicts'],
    subjectId: 'version-control-with-git',
    definition:
      'A merge conflict occurs when version control cannot combine two sets of changes ' +
      'automatically because they alter the same part of a file in different ways. A person must ' +
      'then edit the file to choose or combine the changes before the merge can be completed.',
  },
  {
    term: 'operating system',
    aliases: ['operating systems', 'OS'],
    subjectId: 'operating-systems',
    definition:
      "An operating system is the software that manages a computer's hardware and provides " +
      'common services for programs, such as running processes, managing memory and handling ' +
      'files. Examples include Windows, macOS, Linux, Android and iOS.',
  },
  {
    term: 'process',
    aliases: ['processes'],
    subjectId: 'operating-systems',
    definition:
      'A process is a running instance of a program, with its own memory, resources and state ' +
      'managed by the operating system. The operating system schedules many processes so that ' +
      'they appear to run at the same time, and each process may contain several threads.',
  },
  {
    term: 'memory management',
    aliases: ['virtual memory'],
    subjectId: 'operating-systems',
    definition:
      'Memory management is the part of an operating system that allocates memory to programs ' +
      'and frees it when they no longer need it. Most systems use virtual memory, which gives ' +
      'each process its own address space and can move rarely used data out to disk.',
  },
  {
    term: 'concurrency',
    aliases: ['concurrent programming'],
    subjectId: 'operating-systems',
    definition:
      'Concurrency is the ability of a system to make progress on several tasks in overlapping ' +
      'periods of time, for example through threads or processes. It brings problems such as ' +
      'race conditions and deadlocks, which are avoided with tools like locks and semaphores.',
  },
  {
    term: 'file system',
    aliases: ['file systems', 'filesystem'],
    subjectId: 'operating-systems',
    definition:
      'A file system is the method an operating system uses to organize and store files on a ' +
      'storage device and keep track of where they are. It arranges files in directories and ' +
      'records metadata such as names, sizes and permissions, as in NTFS, ext4 and APFS.',
  },
  {
    term: 'Linux',
    subjectId: 'operating-systems',
    definition:
      'Linux is a free and open-source operating system kernel first released by Linus Torvalds ' +
      'in 1991, and the family of operating systems built on it. It runs most of the servers and ' +
      'supercomputers in the world and is the basis of Android.',
  },
  {
    term: 'machine learning',
    aliases: ['ML'],
    subjectId: 'machine-learning',
    definition:
      'Machine learning is a branch of artificial intelligence in which computers learn patterns ' +
      'from data rather than following explicitly programmed rules. A model is trained on ' +
      'examples and then used to make predictions or decisions about new data.',
  },
  {
    term: 'artificial intelligence',
    aliases: ['AI'],
    subjectId: 'machine-learning',
    definition:
      'Artificial intelligence is the field of computer science that builds systems able to ' +
      'perform tasks that normally require human intelligence, such as understanding language, ' +
      'recognizing images and making decisions. Much of modern artificial intelligence is based ' +
      'on machine learning.',
  },
  {
    term: 'neural network',
    aliases: ['neural networks', 'artificial neural network'],
    subjectId: 'machine-learning',
    definition:
      'A neural network is a machine learning model made of layers of connected units, loosely ' +
      'inspired by neurons in the brain, that transform inputs into outputs. It learns by ' +
      'adjusting the strengths of its connections during training, and networks with many layers ' +
      'are the basis of deep learning.',
  },
  {
    term: 'regression',
    aliases: ['linear regression'],
    subjectId: 'machine-learning',
    definition:
      'Regression is a statistical and machine learning method for predicting a continuous ' +
      'value, such as a price or temperature, from one or more input variables. Linear ' +
      'regression, the simplest form, fits a straight line or plane that best matches the data.',
  },
  {
    term: 'classification',
    subjectId: 'machine-learning',
    definition:
      'Classification is a machine learning task in which a model assigns inputs to one of a set ' +
      'of categories, such as spam or not spam. It is learned from labeled examples, and common ' +
      'methods include logistic regression, decision trees and neural networks.',
  },
  {
    term: 'Turing test',
    subjectId: 'machine-learning',
    definition:
      'The Turing test is a test proposed by Alan Turing in 1950 of whether a machine can show ' +
      'intelligent behavior indistinguishable from that of a human. In it, a judge holds text ' +
      'conversations with a person and a machine, and the machine passes if the judge cannot ' +
      'reliably tell which is which.',
  },
];
