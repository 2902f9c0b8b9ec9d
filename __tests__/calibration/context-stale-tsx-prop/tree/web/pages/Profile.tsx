import { Avatar } from '../components/Avatar'

export function Profile({ user }: { user: { name: string; photo: string } }) {
  return (
    <section>
      <Avatar src={user.photo} alt={user.name} />
      <h1>{user.name}</h1>
    </section>
  )
}
