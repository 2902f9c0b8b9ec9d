export interface AvatarProps {
  imageUrl: string
  alt: string
}

export function Avatar({ imageUrl, alt }: AvatarProps) {
  return <img className="avatar" src={imageUrl} alt={alt} />
}
