// Widget galleries: the UI/Gallery story and the visual baselines (src/visual.test.tsx) render
// these same sections, so the catalogue and the screenshots never drift. Not exported by the package.
import type { ReactNode } from 'react';
import {
  footerColumns,
  footerContact,
  navLinks,
  plans,
  processSteps,
} from '../_internal/storyData';
import { Alert } from '../Alert/Alert';
import { Avatar } from '../Avatar/Avatar';
import { Badge, badgeTones } from '../Badge/Badge';
import { Button, buttonVariants } from '../Button/Button';
import { Card } from '../Card/Card';
import { Checkbox } from '../Checkbox/Checkbox';
import { Collapsible } from '../Collapsible/Collapsible';
import { EmptyState } from '../EmptyState/EmptyState';
import { FeatureGrid } from '../FeatureGrid/FeatureGrid';
import { FilterChips } from '../FilterChips/FilterChips';
import { Footer } from '../Footer/Footer';
import { FormErrorSummary } from '../FormErrorSummary/FormErrorSummary';
import { Hero } from '../Hero/Hero';
import { Icon } from '../Icon/Icon';
import { Grid, Inline, Stack } from '../Layout/Layout';
import { LinkButton } from '../LinkButton/LinkButton';
import { Logo } from '../Logo/Logo';
import { Navbar } from '../Navbar/Navbar';
import { NumberField } from '../NumberField/NumberField';
import { PageHeader } from '../PageHeader/PageHeader';
import { Pagination } from '../Pagination/Pagination';
import { PriceCard } from '../PriceCard/PriceCard';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { SearchInput } from '../SearchInput/SearchInput';
import { Select } from '../Select/Select';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { StatTile } from '../StatTile/StatTile';
import { Steps } from '../Steps/Steps';
import { Switch } from '../Switch/Switch';
import { Table } from '../Table/Table';
import { Tabs } from '../Tabs/Tabs';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Text } from '../Typography/Typography';

const noop = () => {};

interface GallerySection {
  id: string;
  title: string;
  /** Full-bleed sections (navbar, hero, footer) render without padding. */
  bleed?: boolean;
  render: () => ReactNode;
}

const brandLink = (
  <a href="#home" aria-label="Watni home">
    <Logo />
  </a>
);

export const gallerySections: GallerySection[] = [
  {
    id: 'navbar',
    title: 'Navbar',
    bleed: true,
    render: () => (
      <Navbar
        sticky={false}
        brand={brandLink}
        links={navLinks}
        collapseBelow="md"
        actions={
          <>
            <Button variant="ghost">Login</Button>
            <Button>Get Started</Button>
          </>
        }
      />
    ),
  },
  {
    id: 'hero',
    title: 'Hero',
    bleed: true,
    render: () => (
      <Hero
        eyebrow="14-day free trial · No credit card"
        title="Affordable Pricing for Pakistan"
        subtitle="One platform for courses, students, fees and reports, priced for Pakistani schools and academies."
        actions={
          <>
            <Button size="lg" variant="accent">
              Get Started
            </Button>
            <Button size="lg" variant="secondary">
              Contact Sales
            </Button>
          </>
        }
        highlights={[
          { value: '500+', label: 'Students trained' },
          { value: '50+', label: 'Courses' },
          { value: '98%', label: 'Satisfaction' },
        ]}
      />
    ),
  },
  {
    id: 'buttons',
    title: 'Buttons',
    render: () => (
      <Stack gap="4">
        <Inline>
          {buttonVariants.map((v) => (
            <Button key={v} variant={v}>
              {v[0]?.toUpperCase() + v.slice(1)}
            </Button>
          ))}
        </Inline>
        <Inline>
          <Button size="sm" startIcon={<Icon name="plus" size={16} />}>
            Add Lesson
          </Button>
          <Button size="lg" endIcon={<Icon name="arrowRight" size={18} />}>
            View pricing
          </Button>
          <Button loading loadingLabel="Submitting...">
            Submit Quiz
          </Button>
          <Button disabled>Already Has Tenant</Button>
          <Button variant="ghost" iconOnly aria-label="Delete lesson">
            <Icon name="trash" size={18} />
          </Button>
          <LinkButton>Forgot password?</LinkButton>
        </Inline>
      </Stack>
    ),
  },
  {
    id: 'badges',
    title: 'Badges',
    render: () => (
      <Stack gap="3">
        <Inline gap="2">
          {badgeTones.map((t) => (
            <Badge key={t} tone={t}>
              {t}
            </Badge>
          ))}
        </Inline>
        <Inline gap="2">
          {badgeTones.map((t) => (
            <Badge key={t} tone={t} variant="solid">
              {t}
            </Badge>
          ))}
        </Inline>
        <Inline gap="2">
          <Badge tone="danger" variant="solid">
            Superuser
          </Badge>
          <Badge tone="primary">Teacher</Badge>
          <Badge tone="accent">Admin</Badge>
          <Badge>Student</Badge>
          <Badge tone="warning">Required</Badge>
          <Badge>Draft</Badge>
          <Badge tone="success">Published</Badge>
          <Badge tone="warning" dot>
            Pending
          </Badge>
          <Badge tone="success" dot>
            Paid
          </Badge>
          <Badge tone="danger" dot>
            Rejected
          </Badge>
        </Inline>
      </Stack>
    ),
  },
  {
    id: 'alerts',
    title: 'Alerts',
    render: () => (
      <Stack gap="3">
        <Alert tone="info" title="Free trial">
          All plans include a 14-day free trial.
        </Alert>
        <Alert tone="success">Settings saved successfully!</Alert>
        <Alert tone="warning">
          Course limit reached. Contact your admin to increase your limit.
        </Alert>
        <Alert tone="error" title="Error loading courses" onDismiss={noop}>
          Network request failed.
        </Alert>
      </Stack>
    ),
  },
  {
    id: 'cards',
    title: 'Cards and stats',
    render: () => (
      <Stack gap="5">
        <Grid min="13rem" gap="4">
          <StatTile label="Total users" value="128" icon={<Icon name="users" size={22} />} />
          <StatTile
            label="Active"
            value="117"
            tone="success"
            icon={<Icon name="checkCircle" size={22} />}
            trend={{ direction: 'up', label: '+5 this week' }}
          />
          <StatTile
            label="Admins"
            value="4"
            tone="accent"
            icon={<Icon name="shield" size={22} />}
          />
        </Grid>
        <Grid min="15rem" gap="4">
          <Card.Root>
            <Card.Header>
              <Inline gap="2">
                <Badge tone="primary">Beginner</Badge>
                <Badge>24 hours</Badge>
              </Inline>
              <Card.Title>Introduction to Robotics</Card.Title>
              <Card.Description>Build and program your first robot.</Card.Description>
            </Card.Header>
            <Card.Body>
              <Text size="sm" tone="muted">
                Sensors, motors and control loops for grades 6 to 10.
              </Text>
            </Card.Body>
            <Card.Footer>
              <Text weight="bold">PKR 6,500</Text>
              <Button size="sm" style={{ marginInlineStart: 'auto' }}>
                Enroll Now
              </Button>
            </Card.Footer>
          </Card.Root>
          <Card.Root variant="subtle">
            <Card.Header>
              <Card.Title>My Courses</Card.Title>
              <Card.Description>Continue where you left off.</Card.Description>
            </Card.Header>
            <Card.Body>
              <Inline gap="3">
                <Avatar name="Ayesha Khan" />
                <Avatar name="Bilal Ahmed" size="sm" />
                <Avatar name="Fatima Noor" size="lg" />
              </Inline>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Stack>
    ),
  },
  {
    id: 'forms',
    title: 'Form controls',
    render: () => (
      <Grid min="16rem" gap="6">
        <Stack gap="4">
          <TextField label="Email" type="email" required defaultValue="ayesha@beaconschool.pk" />
          <TextField
            label="Password"
            type="password"
            required
            hint="Min. 6 characters"
            error="Password must be at least 6 characters"
            defaultValue="abc"
          />
          <NumberField label="Price" min={0} step={0.01} defaultValue={2800} />
          <Select
            label="Currency"
            defaultValue="PKR"
            options={[
              { value: 'PKR', label: 'PKR' },
              { value: 'USD', label: 'USD' },
            ]}
          />
        </Stack>
        <Stack gap="4">
          <TextArea label="Description" rows={3} placeholder="What will students learn?" />
          <Checkbox label="Remember me" defaultChecked />
          <Checkbox label="I accept the terms" required error="You must accept the terms" />
          <Switch label="Teachers can create courses" defaultChecked />
          <Switch label="Teachers can delete courses" />
          <RadioGroup
            label="Tenant type"
            orientation="horizontal"
            defaultValue="school"
            options={[
              { value: 'school', label: 'School' },
              { value: 'academy', label: 'Academy' },
              { value: 'training_center', label: 'Training center' },
            ]}
          />
        </Stack>
      </Grid>
    ),
  },
  {
    id: 'errors',
    title: 'Form error summary',
    render: () => (
      <FormErrorSummary
        autoFocus={false}
        errors={[
          { fieldId: 'g-email', message: 'Email is required' },
          { fieldId: 'g-org', message: 'Organization name is required' },
        ]}
      />
    ),
  },
  {
    id: 'navigation',
    title: 'Tabs, filters, search and pagination',
    render: () => (
      <Stack gap="5">
        <Tabs.Root defaultValue="pending">
          <Tabs.List aria-label="Enrollments by status">
            <Tabs.Trigger value="all" count={12}>
              All
            </Tabs.Trigger>
            <Tabs.Trigger value="pending" count={3}>
              Pending
            </Tabs.Trigger>
            <Tabs.Trigger value="paid" count={8}>
              Paid
            </Tabs.Trigger>
            <Tabs.Trigger value="rejected" count={1}>
              Rejected
            </Tabs.Trigger>
          </Tabs.List>
          {['all', 'pending', 'paid', 'rejected'].map((v) => (
            <Tabs.Content key={v} value={v}>
              <Text tone="muted">Enrollments: {v}.</Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Tabs.Root defaultValue="all" variant="pills">
          <Tabs.List aria-label="Subscription">
            <Tabs.Trigger value="all">All Plans</Tabs.Trigger>
            <Tabs.Trigger value="current">Current Subscription</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="all">
            <Text tone="muted">Starter, Professional and Enterprise plans.</Text>
          </Tabs.Content>
          <Tabs.Content value="current">
            <Text tone="muted">Professional plan.</Text>
          </Tabs.Content>
        </Tabs.Root>
        <FilterChips
          label="Filter modules by category"
          defaultValue="education"
          items={[
            { value: 'all', label: 'All', count: 18 },
            { value: 'core', label: 'Core', count: 4 },
            { value: 'education', label: 'Education', count: 6 },
            { value: 'financial', label: 'Financial', count: 3 },
          ]}
        />
        <div style={{ maxInlineSize: '26rem' }}>
          <SearchInput label="Search users" defaultValue="ayesha" />
        </div>
        <Pagination page={4} pageCount={12} onPageChange={noop} />
        <Collapsible.Root defaultOpen>
          <Collapsible.Trigger icon="lightbulb" openLabel="Hide hint">
            Show hint
          </Collapsible.Trigger>
          <Collapsible.Content tone="hint">
            Think about which gas plants absorb.
          </Collapsible.Content>
        </Collapsible.Root>
      </Stack>
    ),
  },
  {
    id: 'table',
    title: 'Table',
    render: () => (
      <Table.Root caption="Users">
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader onSort={noop} sortDirection="ascending">
              Name
            </Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader onSort={noop}>Status</Table.ColumnHeader>
            <Table.ColumnHeader align="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {[
            ['Ayesha Khan', 'ayesha@beaconschool.pk', 'Admin', true],
            ['Bilal Ahmed', 'bilal@beaconschool.pk', 'Teacher', true],
            ['Fatima Noor', 'fatima.noor@gmail.com', 'Student', false],
          ].map(([name, email, role, active]) => (
            <Table.Row key={String(name)}>
              <Table.Cell label="Name">
                <strong>{name}</strong>
              </Table.Cell>
              <Table.Cell label="Email">{email}</Table.Cell>
              <Table.Cell label="Role">
                <Badge
                  tone={role === 'Admin' ? 'accent' : role === 'Teacher' ? 'primary' : 'neutral'}
                >
                  {role}
                </Badge>
              </Table.Cell>
              <Table.Cell label="Status">
                <Badge tone={active ? 'success' : 'neutral'} dot>
                  {active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Cell>
              <Table.Cell align="end">
                <Button size="sm" variant="outline" aria-label={`Edit ${name}`}>
                  Edit
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    ),
  },
  {
    id: 'feedback',
    title: 'Empty, loading',
    render: () => (
      <Grid min="16rem" gap="5">
        <EmptyState
          title="No courses found"
          description="Create your first course to get started."
          action={<Button startIcon={<Icon name="plus" size={18} />}>Create New Course</Button>}
        />
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <Inline gap="3">
                <Spinner size="sm" label="Loading" />
                <Spinner label="Loading" />
                <Spinner size="lg" label="Loading" />
              </Inline>
              <Inline gap="2">
                <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
                <Skeleton shape="text" width="40%" />
              </Inline>
              <Skeleton lines={3} />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    ),
  },
  {
    id: 'page-header',
    title: 'Page header',
    render: () => (
      <PageHeader
        eyebrow="Administration"
        title="Manage Courses"
        description="Create courses, add lessons and quizzes, and publish them when ready."
        actions={<Button startIcon={<Icon name="plus" size={18} />}>Create New Course</Button>}
        divider
      />
    ),
  },
  {
    id: 'pricing',
    title: 'Price cards',
    render: () => (
      <Grid min="15rem" gap="6" style={{ paddingBlockStart: '1rem' }}>
        {plans.map((plan) => (
          <PriceCard
            key={plan.name}
            {...plan}
            period={plan.price === 'Custom' ? undefined : '/month'}
            cta={
              <Button variant={'featured' in plan ? 'primary' : 'outline'} fullWidth>
                {plan.price === 'Custom' ? 'Contact Sales' : 'Start free trial'}
              </Button>
            }
          />
        ))}
      </Grid>
    ),
  },
  {
    id: 'features',
    title: 'Feature grid and steps',
    render: () => (
      <Stack gap="8">
        <FeatureGrid
          items={[
            {
              icon: <Icon name="bot" size={24} />,
              title: 'AI & Robotics',
              text: 'Robotics kits and AI clubs for grades 4 to 12.',
            },
            {
              icon: <Icon name="cpu" size={24} />,
              title: 'STEM Labs',
              text: 'Turn-key science and electronics labs.',
            },
            {
              icon: <Icon name="barChart" size={24} />,
              title: 'Business Software',
              text: 'Fees, attendance and reports with Watni Nexus.',
            },
          ]}
        />
        <Steps items={processSteps} />
      </Stack>
    ),
  },
  {
    id: 'footer',
    title: 'Footer',
    bleed: true,
    render: () => (
      <Footer
        brand={<Logo />}
        description="Technology, training and school-management software for schools across Pakistan."
        columns={footerColumns}
        contact={footerContact}
        bottom={<span>© 2025 Watni. All rights reserved.</span>}
      />
    ),
  },
];
