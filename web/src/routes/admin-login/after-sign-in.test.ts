import { describe, expect, it } from 'vitest'
import { signInTarget } from './after-sign-in'

describe('signInTarget', () => {
  it('goes back to the queue board when it sent the manager here', () => {
    expect(signInTarget('?next=/admin/queues')).toEqual({ kind: 'board', path: '/admin/queues' })
    expect(signInTarget('?next=%2Fadmin%2Fqueues%2Fqueue%2Femail')).toEqual({
      kind: 'board',
      path: '/admin/queues/queue/email',
    })
  })

  it.each([
    '',
    '?next=',
    '?next=/admin',
    '?next=/admin/queuesX',
    '?next=https://evil.example/admin/queues',
    '?next=//evil.example/admin/queues',
    '?next=/admin/queues/../../logout',
    '?next=/admin/queues/%0d%0aSet-Cookie',
  ])('goes to the dashboard for %s', (search) => {
    expect(signInTarget(search)).toEqual({ kind: 'dashboard', path: '/admin' })
  })
})
